import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { initDataDir } from './init-data-dir';
import { openPglite } from './pglite-database';

describe.runIf(testDatabaseKind() === 'pglite')('a new embedded database', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'qtify-initdb-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is created in a child process, then opened by the server with its extension and settings', async () => {
    const dataDir = path.join(scratch, 'data');
    const database = await openPglite(dataDir);
    try {
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      const connection = await database.connect();
      try {
        await connection.exec('CREATE EXTENSION IF NOT EXISTS btree_gist');
        expect(await connection.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
      } finally {
        connection.release();
      }
    } finally {
      await database.close();
    }
  });

  it('fails with the reason when the directory cannot hold a database', async () => {
    const file = path.join(scratch, 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(initDataDir(file)).rejects.toThrow(/initdb of .*not-a-directory failed/);
  });
});

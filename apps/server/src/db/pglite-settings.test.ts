import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database';

describe.runIf(testDatabaseKind() === 'pglite')('the embedded database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  const show = async (setting: string) => {
    const connection = await t.database.connect();
    try {
      const [row] = await connection.query(`SHOW ${setting}`);
      return row?.[setting];
    } finally {
      connection.release();
    }
  };

  it('keeps 16 MB of buffer cache instead of 128 MB, since every touched page stays in memory', async () => {
    expect(await show('shared_buffers')).toBe('16MB');
  });

  it('sizes its process and lock tables for its single session, not for 100 connections', async () => {
    expect(await show('max_connections')).toBe('5');
  });
});

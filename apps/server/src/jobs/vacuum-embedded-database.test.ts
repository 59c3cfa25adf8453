import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database';
import { vacuumEmbeddedDatabase } from './vacuum-embedded-database';

describe('vacuuming the embedded database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  const lastMaintained = async () => {
    const connection = await t.database.connect();
    try {
      return await connection.query<{ last_vacuum: Date | null; last_analyze: Date | null }>(
        "SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'queue_entries'",
      );
    } finally {
      connection.release();
    }
  };

  it.runIf(testDatabaseKind() === 'pglite')(
    'vacuums and analyses the tables, which nothing else does on PGlite',
    async () => {
      expect(await lastMaintained()).toEqual([{ last_vacuum: null, last_analyze: null }]);
      expect(await vacuumEmbeddedDatabase(t.database)).toBe(1);
      const [row] = await lastMaintained();
      expect(row?.last_vacuum).toBeInstanceOf(Date);
      expect(row?.last_analyze).toBeInstanceOf(Date);
    },
  );

  it.runIf(testDatabaseKind() === 'postgres')('leaves PostgreSQL to its autovacuum', async () => {
    expect(await vacuumEmbeddedDatabase(t.database)).toBeNull();
  });
});

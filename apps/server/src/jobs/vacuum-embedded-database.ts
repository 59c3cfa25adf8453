import type { Database } from '../db/database';

/**
 * VACUUM (ANALYZE) of the embedded database, which has nobody else to do it: PGlite runs
 * PostgreSQL in single-user mode, without the autovacuum that a PostgreSQL server runs by itself.
 * Without it the rows that every status change of a queue entry leaves behind (and pg-boss's own)
 * would never be reused, tables and indexes would only grow, and the planner would never learn
 * how many rows there are. Takes about 0.6 s at 125k appointments and 250k queue entries, during
 * which other queries wait. Answers null on PostgreSQL (not scheduled there).
 */
export async function vacuumEmbeddedDatabase(database: Database): Promise<number | null> {
  if (database.kind !== 'pglite') return null;
  const connection = await database.connect();
  try {
    await connection.exec('VACUUM (ANALYZE)');
    return 1;
  } finally {
    connection.release();
  }
}

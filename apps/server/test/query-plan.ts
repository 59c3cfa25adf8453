import { drizzle } from 'drizzle-orm/pg-proxy';
import type { AppDatabase, Database } from '../src/db/database';
import { databaseSchema } from '../src/db/database-schema';

/** The first statement a repository function sends, captured by a driver that answers no rows. */
export async function sqlOf(
  call: (db: AppDatabase) => Promise<unknown>,
): Promise<{ sql: string; params: unknown[] }> {
  let captured: { sql: string; params: unknown[] } | undefined;
  const proxy = drizzle(
    async (sql, params) => {
      captured ??= { sql, params };
      return { rows: [] };
    },
    { schema: databaseSchema },
  );
  await call(proxy as unknown as AppDatabase);
  if (!captured) throw new Error('the function sent no query');
  return captured;
}

/**
 * The plan of a statement when the planner may not scan tables whole: whether an index *can*
 * serve it, independent of how few rows a test database holds (with few rows a scan is cheaper).
 */
export async function planWithoutSeqScan(
  database: Database,
  statement: { sql: string; params: unknown[] },
): Promise<string> {
  const connection = await database.connect();
  try {
    await connection.exec('SET enable_seqscan = off');
    const rows = await connection.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${statement.sql}`,
      statement.params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await connection.exec('RESET enable_seqscan');
    connection.release();
  }
}

import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../src/db/database';

/** The rows of `db.execute` on either driver (PGlite answers { rows }, node-postgres an array). */
export async function selectRows<Row>(db: AppDatabase, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/**
 * PostgreSQL only: the wait events of this database's statements that wait for a lock, once there
 * are `count` ('relation' for a table lock, 'transactionid' or 'tuple' for a row, 'advisory').
 */
export async function lockWaits(db: AppDatabase, count: number): Promise<string[]> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const rows = await selectRows<{ wait_event: string }>(
      db,
      sql`SELECT wait_event FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length >= count) return rows.map((row) => row.wait_event);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} statements waited for a lock within 10 s`);
}

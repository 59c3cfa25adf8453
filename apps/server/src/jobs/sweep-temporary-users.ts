import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { deleteExpiredTemporaryUsers } from '../features/auth/users.repository';

/** Any constant bigint shared by every instance; it names this job's lock (migrate.ts has its own). */
const SWEEP_LOCK = '7412359602';
const BATCH = 500;

/** pg and PGlite both answer `execute` with `{ rows }`; drizzle's generic type does not say so. */
function firstRow(result: unknown): Record<string, unknown> | undefined {
  return (result as { rows: Record<string, unknown>[] }).rows[0];
}

/**
 * Deletes the temporary users that expired by `now`, with their personal data (sessions and
 * reset tokens cascade), and returns how many. Several instances may run it at once: a
 * transaction-scoped advisory lock lets one of them work and the others skip (they answer null).
 * The lock dies with the transaction, so a crashed instance cannot leave it held.
 */
export async function sweepTemporaryUsers(db: AppDatabase, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = firstRow(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}::bigint) AS locked`),
    );
    if (lock?.locked !== true) return null;
    let total = 0;
    for (;;) {
      const deleted = await deleteExpiredTemporaryUsers(tx, now, BATCH);
      total += deleted;
      if (deleted < BATCH) return total;
    }
  });
}

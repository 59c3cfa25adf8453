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
 * The lock dies with the transaction, so a crashed instance cannot leave it held. `onDeleted`
 * hears the deleted users' ids after the commit (their open sockets are then disconnected).
 */
export async function sweepTemporaryUsers(
  db: AppDatabase,
  now: Date,
  onDeleted?: (userIds: string[]) => void,
): Promise<number | null> {
  const ids = await db.transaction(async (tx) => {
    const lock = firstRow(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}::bigint) AS locked`),
    );
    if (lock?.locked !== true) return null;
    const all: string[] = [];
    for (;;) {
      const deleted = await deleteExpiredTemporaryUsers(tx, now, BATCH);
      all.push(...deleted);
      if (deleted.length < BATCH) return all;
    }
  });
  if (ids?.length) onDeleted?.(ids);
  return ids === null ? null : ids.length;
}

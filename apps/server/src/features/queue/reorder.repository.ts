import { WAITING_STATUSES } from '@qtify/shared/domain/queue-status';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patients } from '../../db/schema/appointments';
import { queueEntries } from '../../db/schema/queue';
import type { OpenEntry } from './queue.repository';

// The keys around a place in the order (decision 0009), read inside the change's transaction
// after its version bump: the place's changes take turns, so nothing moves between read and write.

const others = (businessId: string, entryId: string) =>
  and(eq(queueEntries.businessId, businessId), ne(queueEntries.id, entryId));

/** The smallest key of the place above `key` (any status), other than the entry's own. */
export async function keyAbove(tx: AppDatabase, businessId: string, entryId: string, key: number) {
  const [row] = await tx
    .select({ key: queueEntries.sortKey })
    .from(queueEntries)
    .where(and(others(businessId, entryId), gt(queueEntries.sortKey, key)))
    .orderBy(asc(queueEntries.sortKey))
    .limit(1);
  return row?.key ?? null;
}

/** The largest key of the place below `key` (any status), other than the entry's own. */
export async function keyBelow(tx: AppDatabase, businessId: string, entryId: string, key: number) {
  const [row] = await tx
    .select({ key: queueEntries.sortKey })
    .from(queueEntries)
    .where(and(others(businessId, entryId), lt(queueEntries.sortKey, key)))
    .orderBy(desc(queueEntries.sortKey))
    .limit(1);
  return row?.key ?? null;
}

/** The first waiting key of the place, or the last urgent one's (`urgent`), other than the entry's. */
export async function waitingKey(
  tx: AppDatabase,
  businessId: string,
  entryId: string,
  which: 'first' | 'lastUrgent',
) {
  const [row] = await tx
    .select({ key: queueEntries.sortKey })
    .from(queueEntries)
    .where(
      and(
        others(businessId, entryId),
        inArray(queueEntries.status, [...WAITING_STATUSES]),
        which === 'lastUrgent' ? isNotNull(queueEntries.urgentAt) : undefined,
      ),
    )
    .orderBy(which === 'first' ? asc(queueEntries.sortKey) : desc(queueEntries.sortKey))
    .limit(1);
  return row?.key ?? null;
}

/** Whether a row of the place holds the key. */
export async function isKeyTaken(tx: AppDatabase, businessId: string, key: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.businessId, businessId), eq(queueEntries.sortKey, key)));
  return row !== undefined;
}

/** A run of adjacent keys is at most one millisecond's (decision 0009: 1024 keys a millisecond). */
const MAX_RUN = 1100;

/**
 * Makes room at `from`: the run of adjacent keys starting there (entries of one millisecond) moves
 * up by one, last first (the unique index checks each row), leaving `from` free for `movingId`,
 * which is parked below every key meanwhile. Returns the
 * moved rows as they are now, with their first names. Their relative order is unchanged.
 */
export async function shiftRunUp(
  tx: AppDatabase,
  businessId: string,
  from: number,
  movingId: string,
): Promise<OpenEntry[]> {
  // The entry being moved waits below every key meanwhile: its old key may end the run.
  await tx
    .update(queueEntries)
    .set({
      sortKey: sql`(SELECT min(${queueEntries.sortKey}) - 1 FROM ${queueEntries} WHERE ${queueEntries.businessId} = ${businessId})`,
    })
    .where(eq(queueEntries.id, movingId));
  const keys = await tx
    .select({ id: queueEntries.id, key: queueEntries.sortKey })
    .from(queueEntries)
    .where(and(others(businessId, movingId), gte(queueEntries.sortKey, from)))
    .orderBy(asc(queueEntries.sortKey))
    .limit(MAX_RUN);
  const run = [];
  for (const row of keys) {
    if (row.key !== from + run.length) break;
    run.push(row);
  }
  const moved: OpenEntry[] = [];
  for (const row of run.reverse()) {
    await tx
      .update(queueEntries)
      .set({ sortKey: row.key + 1 })
      .where(eq(queueEntries.id, row.id));
  }
  if (run.length === 0) return moved;
  const rows = await tx
    .select({ entry: queueEntries, firstName: patients.firstName })
    .from(queueEntries)
    .leftJoin(patients, eq(patients.id, queueEntries.patientId))
    .where(
      inArray(
        queueEntries.id,
        run.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row.entry, firstName: row.firstName ?? '' }));
}

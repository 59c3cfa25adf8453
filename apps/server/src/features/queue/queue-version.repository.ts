import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type BusinessRow, businesses } from '../../db/schema/businesses';
import { queueEntries, queueVersions } from '../../db/schema/queue';

const WAITING = ['notHere', 'checkIn'] as const;

/**
 * Bumps the place's queue version and returns the new one. Call it first in the transaction of a
 * queue change: its row lock makes the changes of one place take turns until they commit, so the
 * versions number them in commit order (migration 0012) and the order keys they add are in order.
 */
export async function bumpQueueVersion(db: AppDatabase, businessId: string): Promise<number> {
  const [row] = await db
    .insert(queueVersions)
    .values({ businessId, version: 1 })
    .onConflictDoUpdate({
      target: queueVersions.businessId,
      set: { version: sql`${queueVersions.version} + 1` },
    })
    .returning({ version: queueVersions.version });
  return (row as { version: number }).version;
}

/** The waiting entries of a line (stage) before an order key: a count over queue_entries_stage_waiting_idx. */
export async function countWaitingBefore(
  db: AppDatabase,
  businessId: string,
  stageId: string | null,
  sortKey: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.businessId, businessId),
        stageId ? eq(queueEntries.stageId, stageId) : isNull(queueEntries.stageId),
        inArray(queueEntries.status, [...WAITING]),
        lt(queueEntries.sortKey, sortKey),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The business and its queue version (0 before its first change), in one row. */
export async function findPlaceHead(
  db: AppDatabase,
  businessId: string,
): Promise<{ business: BusinessRow; version: number } | undefined> {
  const [row] = await db
    .select({ business: businesses, version: queueVersions.version })
    .from(businesses)
    .leftJoin(queueVersions, eq(queueVersions.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  return row && { business: row.business, version: row.version ?? 0 };
}

/**
 * Inside a transaction: the place's queue version, held (FOR SHARE) until the transaction ends. A
 * change bumps the version first, so none can commit meanwhile: what the transaction reads next is
 * exactly the queue of this version.
 */
export async function holdQueueVersion(db: AppDatabase, businessId: string): Promise<number> {
  await db.insert(queueVersions).values({ businessId, version: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ version: queueVersions.version })
    .from(queueVersions)
    .where(eq(queueVersions.businessId, businessId))
    .for('share');
  return row?.version ?? 0;
}

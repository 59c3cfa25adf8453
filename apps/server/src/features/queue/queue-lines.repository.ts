import { orderKeyAt, orderKeyBound } from '@qtify/shared/domain/queue-order';
import { and, count, eq, inArray, lt, max, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { queueEntries } from '../../db/schema/queue';

// The queue's SQL of its lines (visit workflows, migration 0027): order keys for entries that
// (re)join a line, and the count that guards editing the lines.

/**
 * The order key of an entry that queues from `from` (a new one, or one that moves on to the next
 * stage of its workflow and queues there from now). Call it after bumpQueueVersion in the same
 * transaction, as insertQueueEntry does.
 */
export async function nextOrderKey(db: AppDatabase, businessId: string, from: Date): Promise<number> {
  const [largest] = await db
    .select({ key: max(queueEntries.sortKey) })
    .from(queueEntries)
    .where(and(eq(queueEntries.businessId, businessId), lt(queueEntries.sortKey, orderKeyBound(from))));
  const before = largest?.key === null || largest?.key === undefined ? null : Number(largest.key);
  return orderKeyAt(from, before);
}

/** How many entries not done yet are in a workflow or at some stages (a line edit's guard). */
export async function countOpenEntriesIn(
  db: AppDatabase,
  businessId: string,
  scope: { workflowId?: string; stageIds?: string[] },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.businessId, businessId),
        ne(queueEntries.status, 'done'),
        scope.workflowId ? eq(queueEntries.workflowId, scope.workflowId) : undefined,
        scope.stageIds ? inArray(queueEntries.stageId, scope.stageIds) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { queueEntries } from '../../db/schema/queue';

/**
 * Minutes from being called in to done of the place's latest `limit` treatments, newest first: what
 * the estimate's range measures (domain/wait-range.ts). Read backwards along the index of treatments
 * (0013_history_indexes.sql: business, finished_at where treated), so it costs `limit` index entries
 * however long the place's history.
 */
export async function listLatestTreatmentMinutes(
  db: AppDatabase,
  businessId: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({
      minutes: sql<number>`extract(epoch from (${queueEntries.finishedAt} - ${queueEntries.calledAt})) / 60`,
    })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.businessId, businessId),
        eq(queueEntries.outcome, 'treated'),
        isNotNull(queueEntries.calledAt),
      ),
    )
    .orderBy(desc(queueEntries.finishedAt))
    .limit(limit);
  return rows.map((row) => Math.max(0, Number(row.minutes)));
}

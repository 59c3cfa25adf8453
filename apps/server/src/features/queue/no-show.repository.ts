import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { businesses } from '../../db/schema/businesses';
import { queueEntries } from '../../db/schema/queue';

export interface CalledCandidate {
  id: string;
  businessId: string;
  graceMinutes: number;
}

/**
 * Entries of every business whose call is older than their business's grace time at `now`: status
 * `called` (workflows) by `called_at`, or notified (`message_sent_at`) while still notHere or
 * checkIn. Over queue_entries_called_idx (0028); the service decides each again, locked.
 */
export async function listOverdueCalls(
  db: AppDatabase,
  now: Date,
  limit: number,
): Promise<CalledCandidate[]> {
  const grace = sql`${businesses.noShowGraceMinutes} * interval '1 minute'`;
  return db
    .select({
      id: queueEntries.id,
      businessId: queueEntries.businessId,
      graceMinutes: businesses.noShowGraceMinutes,
    })
    .from(queueEntries)
    .innerJoin(businesses, eq(businesses.id, queueEntries.businessId))
    .where(
      or(
        and(sql`${queueEntries.status} = 'called'`, lte(sql`${queueEntries.calledAt} + ${grace}`, now)),
        and(
          isNotNull(queueEntries.messageSentAt),
          inArray(queueEntries.status, ['notHere', 'checkIn']),
          lte(sql`${queueEntries.messageSentAt} + ${grace}`, now),
        ),
      ),
    )
    .limit(limit);
}

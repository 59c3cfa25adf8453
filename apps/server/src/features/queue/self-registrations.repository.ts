import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { queueEntries } from '../../db/schema/queue';

/**
 * How many entries patients made themselves at the business since `since` (their entry has a link
 * token; staff entries have none): QR registrations (`join`) or check-ins to an appointment from its
 * manage link (`checkIn`), each the place's budget of its own (issue 16). Counted in the database,
 * so the budget holds across instances.
 */
export async function countPatientEntriesSince(
  db: AppDatabase,
  businessId: string,
  since: Date,
  kind: 'join' | 'checkIn',
): Promise<number> {
  const [row] = await db
    .select({ entries: count() })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.businessId, businessId),
        gt(queueEntries.createdAt, since),
        isNotNull(queueEntries.tokenHash),
        kind === 'join' ? isNull(queueEntries.appointmentId) : isNotNull(queueEntries.appointmentId),
      ),
    );
  return row?.entries ?? 0;
}

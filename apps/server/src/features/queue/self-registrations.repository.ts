import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { queueEntries } from '../../db/schema/queue';

/**
 * How many patients registered themselves (by QR code: their entry has a link token; staff entries
 * have none; appointment check-ins count apart) at the business since `since`: the place's budget of
 * self-registrations (issue 16).
 * Counted in the database, so the budget holds across instances.
 */
export async function countSelfRegistrationsSince(
  db: AppDatabase,
  businessId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ joined: count() })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.businessId, businessId),
        gt(queueEntries.createdAt, since),
        isNotNull(queueEntries.tokenHash),
        isNull(queueEntries.appointmentId),
      ),
    );
  return row?.joined ?? 0;
}

/** Entries of appointments that their patients checked in from a manage link (they have a link token). */
export async function countPatientCheckInsSince(
  db: AppDatabase,
  businessId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ checkedIn: count() })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.businessId, businessId),
        gt(queueEntries.createdAt, since),
        isNotNull(queueEntries.tokenHash),
        isNotNull(queueEntries.appointmentId),
      ),
    );
  return row?.checkedIn ?? 0;
}

import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patients } from '../../db/schema/appointments';
import { queueEntries } from '../../db/schema/queue';

/** What a lobby display needs of the open entries (not done, not a no-show), in queue order; never more. */
export async function listBoardEntryRows(db: AppDatabase, businessId: string) {
  return db
    .select({
      status: queueEntries.status,
      ticket: queueEntries.ticket,
      calledAt: queueEntries.calledAt,
      messageSentAt: queueEntries.messageSentAt,
      appointment: queueEntries.appointment,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(queueEntries)
    .innerJoin(patients, eq(patients.id, queueEntries.patientId))
    .where(and(eq(queueEntries.businessId, businessId), notInArray(queueEntries.status, ['done', 'noShow'])))
    .orderBy(asc(queueEntries.sortKey));
}

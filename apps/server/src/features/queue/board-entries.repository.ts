import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patients } from '../../db/schema/appointments';
import { queueEntries } from '../../db/schema/queue';

/** What a lobby display needs of the open entries (not done), in queue order; never more. */
export async function listBoardEntryRows(db: AppDatabase, businessId: string) {
  return db
    .select({
      status: queueEntries.status,
      calledAt: queueEntries.calledAt,
      messageSentAt: queueEntries.messageSentAt,
      appointment: queueEntries.appointment,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(queueEntries)
    .innerJoin(patients, eq(patients.id, queueEntries.patientId))
    .where(and(eq(queueEntries.businessId, businessId), ne(queueEntries.status, 'done')))
    .orderBy(asc(queueEntries.sortKey));
}

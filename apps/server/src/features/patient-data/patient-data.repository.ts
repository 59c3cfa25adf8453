import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { appointmentReminders } from '../../db/schema/appointment-reminders';
import { appointments } from '../../db/schema/appointments';
import { doctors } from '../../db/schema/doctors';
import { queueEntries } from '../../db/schema/queue';

// What one business holds about one patient, read for their copy (GDPR Art. 15/20). Beside
// erasure.repository.ts: the two must name the same tables.

/** The patient's appointments (cancelled ones too) with their doctor's name, oldest first. */
export function listPatientAppointments(db: AppDatabase, businessId: string, patientId: string) {
  return db
    .select({
      start: appointments.startsAt,
      end: appointments.endsAt,
      title: appointments.title,
      status: appointments.status,
      doctor: doctors.name,
      note: appointments.note,
      bookedOnline: appointments.bookedOnline,
      confirmation: appointments.confirmation,
      contactPhone: appointments.contactPhone,
      contactEmail: appointments.contactEmail,
      createdAt: appointments.createdAt,
      cancelledAt: appointments.cancelledAt,
    })
    .from(appointments)
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.businessId, businessId), eq(appointments.patientId, patientId)))
    .orderBy(asc(appointments.startsAt));
}

/** The patient's visits of the waiting room, oldest first. */
export function listPatientVisits(db: AppDatabase, businessId: string, patientId: string) {
  return db
    .select({
      createdAt: queueEntries.createdAt,
      calledAt: queueEntries.calledAt,
      finishedAt: queueEntries.finishedAt,
      status: queueEntries.status,
      outcome: queueEntries.outcome,
      message: queueEntries.message,
    })
    .from(queueEntries)
    .where(and(eq(queueEntries.businessId, businessId), eq(queueEntries.patientId, patientId)))
    .orderBy(asc(queueEntries.createdAt));
}

/** The reminders mailed for the patient's appointments. */
export function listRemindersSent(db: AppDatabase, businessId: string, patientId: string) {
  return db
    .select({
      appointmentStart: appointmentReminders.startsAt,
      hoursBefore: appointmentReminders.hoursBefore,
      sentAt: appointmentReminders.sentAt,
    })
    .from(appointmentReminders)
    .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
    .where(and(eq(appointments.businessId, businessId), eq(appointments.patientId, patientId)))
    .orderBy(asc(appointmentReminders.sentAt));
}

/** The patient records a signed-in account is linked to: those it joined a waiting room as. */
export async function listLinkedPatients(
  db: AppDatabase,
  userId: string,
): Promise<{ businessId: string; patientId: string }[]> {
  const found = await db
    .selectDistinct({ businessId: queueEntries.businessId, patientId: queueEntries.patientId })
    .from(queueEntries)
    .where(and(eq(queueEntries.userId, userId), isNotNull(queueEntries.patientId)))
    .limit(100);
  return found.flatMap((row) =>
    row.patientId ? [{ businessId: row.businessId, patientId: row.patientId }] : [],
  );
}

import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type AppointmentRow, appointments } from '../../db/schema/appointments';

export type NewAppointment = Pick<
  AppointmentRow,
  | 'businessId'
  | 'doctorId'
  | 'patientId'
  | 'typeId'
  | 'title'
  | 'startsAt'
  | 'endsAt'
  | 'note'
  | 'partySize'
  | 'manageTokenHash'
  | 'changedBy'
> &
  Partial<
    Pick<
      AppointmentRow,
      | 'bookedOnline'
      | 'contactPhone'
      | 'contactEmail'
      | 'languageId'
      | 'anyDoctor'
      | 'seriesId'
      | 'seriesIndex'
      | 'seriesTotal'
      | 'availabilityOverridden'
      | 'confirmation'
    >
  >;

export type AppointmentMove = Partial<
  Pick<
    AppointmentRow,
    'startsAt' | 'endsAt' | 'doctorId' | 'typeId' | 'title' | 'changedBy' | 'availabilityOverridden'
  >
>;

/** Throws the exclusion violation (23P01) when the doctor is busy then: reserveSlot maps it to 409. */
export async function insertAppointment(
  db: AppDatabase,
  values: NewAppointment,
  now: Date,
): Promise<AppointmentRow> {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row as AppointmentRow;
}

/**
 * Throws 23P01 when the new time overlaps another appointment of the doctor. Raises the SEQUENCE of
 * its calendar entry: the patient's calendar takes the mail about the move over the older entry.
 */
export async function moveAppointmentRow(
  db: AppDatabase,
  appointmentId: string,
  patch: AppointmentMove,
  now: Date,
): Promise<AppointmentRow> {
  const [row] = await db
    .update(appointments)
    .set({ ...patch, icsSequence: sql`${appointments.icsSequence} + 1`, updatedAt: now })
    .where(eq(appointments.id, appointmentId))
    .returning();
  return row as AppointmentRow;
}

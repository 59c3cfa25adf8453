import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { overlapsRange } from '../../db/overlaps-booked-range';
import { type AppointmentRow, appointments } from '../../db/schema/appointments';

const booked = ne(appointments.status, 'cancelled');

export async function findAppointmentRow(
  db: AppDatabase,
  businessId: string,
  appointmentId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, businessId)));
  return row;
}

export async function findAppointmentByManageToken(
  db: AppDatabase,
  manageTokenHash: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.manageTokenHash, manageTokenHash));
  return row;
}

/** Booked (not cancelled) appointments of the business overlapping [from, to), by start. */
export async function listAppointmentRows(
  db: AppDatabase,
  businessId: string,
  range: { from: Date; to: Date; doctorId?: string },
): Promise<AppointmentRow[]> {
  if (range.from >= range.to) return [];
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        booked,
        overlapsRange(range),
        range.doctorId ? eq(appointments.doctorId, range.doctorId) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

export async function listPatientAppointmentRows(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.patientId, patientId)))
    .orderBy(asc(appointments.startsAt));
}

/**
 * Cancelling frees the time (the exclusion constraint ignores cancelled rows) and raises the
 * SEQUENCE of its calendar entry, which the cancellation mail's .ics carries. Idempotent.
 */
export async function cancelAppointmentRow(
  db: AppDatabase,
  appointmentId: string,
  changedBy: string | null,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      updatedAt: now,
      changedBy,
      icsSequence: sql`${appointments.icsSequence} + 1`,
    })
    .where(and(eq(appointments.id, appointmentId), booked))
    .returning();
  return row;
}

/**
 * Staff answer a booking request: confirmed, or declined (cancelled, so its time is free again,
 * and its calendar SEQUENCE raised for the mail). Only a request still open changes; the row when
 * this call answered it, else undefined.
 */
export async function answerRequestRow(
  db: AppDatabase,
  businessId: string,
  appointmentId: string,
  answer: 'confirmed' | 'declined',
  changedBy: string,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const declined = answer === 'declined';
  const [row] = await db
    .update(appointments)
    .set({
      confirmation: answer,
      updatedAt: now,
      changedBy,
      ...(declined
        ? {
            status: 'cancelled' as const,
            cancelledAt: now,
            icsSequence: sql`${appointments.icsSequence} + 1`,
          }
        : {}),
    })
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.businessId, businessId),
        eq(appointments.confirmation, 'requested'),
        booked,
      ),
    )
    .returning();
  return row;
}

/** Points every appointment of one patient at another (a merge); how many moved. */
export async function moveAppointmentRowsToPatient(
  tx: AppDatabase,
  businessId: string,
  fromPatientId: string,
  intoPatientId: string,
): Promise<number> {
  const moved = await tx
    .update(appointments)
    .set({ patientId: intoPatientId })
    .where(and(eq(appointments.businessId, businessId), eq(appointments.patientId, fromPatientId)))
    .returning({ id: appointments.id });
  return moved.length;
}

/** Booked appointments of these patients starting in [from, to), by start (check-in by name). */
export async function listAppointmentsOfPatientsRows(
  db: AppDatabase,
  businessId: string,
  patientIds: string[],
  range: { from: Date; to: Date },
): Promise<AppointmentRow[]> {
  if (patientIds.length === 0) return [];
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        booked,
        inArray(appointments.patientId, patientIds),
        gte(appointments.startsAt, range.from),
        lt(appointments.startsAt, range.to),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { appointments } from '../../db/schema/appointments';
import { type DoctorRow, doctors } from '../../db/schema/doctors';

export type DoctorValues = Pick<DoctorRow, 'name' | 'specialty' | 'partySize'>;

// Every function takes the business id: a doctor is only ever found through its business.

export async function insertDoctor(
  db: AppDatabase,
  businessId: string,
  values: DoctorValues,
  now: Date,
): Promise<DoctorRow> {
  const [row] = await db
    .insert(doctors)
    .values({ ...values, businessId, createdAt: now, updatedAt: now })
    .returning();
  return row as DoctorRow;
}

/** The business's doctors, oldest first (the order they were added in). */
export async function listDoctorRows(db: AppDatabase, businessId: string): Promise<DoctorRow[]> {
  return db
    .select()
    .from(doctors)
    .where(eq(doctors.businessId, businessId))
    .orderBy(asc(doctors.createdAt), asc(doctors.id));
}

/** The doctor if it belongs to the business. Pass `lock` inside a transaction to serialise writers. */
export async function findDoctorRow(
  db: AppDatabase,
  businessId: string,
  doctorId: string,
  options: { lock?: boolean } = {},
): Promise<DoctorRow | undefined> {
  const query = db
    .select()
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), eq(doctors.businessId, businessId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateDoctorRow(
  db: AppDatabase,
  businessId: string,
  doctorId: string,
  patch: Partial<DoctorValues>,
  now: Date,
): Promise<DoctorRow | undefined> {
  const [row] = await db
    .update(doctors)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(doctors.id, doctorId), eq(doctors.businessId, businessId)))
    .returning();
  return row;
}

/** Working times, absences and the doctor's place on appointment types go with it (cascade). */
export async function deleteDoctorRow(
  db: AppDatabase,
  businessId: string,
  doctorId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(doctors)
    .where(and(eq(doctors.id, doctorId), eq(doctors.businessId, businessId)))
    .returning({ id: doctors.id });
  return deleted.length > 0;
}

/** The ids of the business's doctors (appointment types check their doctorIds against them). */
export async function listDoctorIds(db: AppDatabase, businessId: string): Promise<string[]> {
  const rows = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.businessId, businessId));
  return rows.map((row) => row.id);
}

/**
 * The party size of the business's doctors (a restaurant's tables), all of them or those of
 * `doctorIds`: what choosing a table for a party needs.
 */
export async function listPartySizes(
  db: AppDatabase,
  businessId: string,
  doctorIds?: readonly string[],
): Promise<{ id: string; partySize: number | null }[]> {
  if (doctorIds?.length === 0) return [];
  return db
    .select({ id: doctors.id, partySize: doctors.partySize })
    .from(doctors)
    .where(
      and(eq(doctors.businessId, businessId), doctorIds ? inArray(doctors.id, [...doctorIds]) : undefined),
    );
}

/**
 * How many booked appointments the doctor has that have not started by `now` (a doctor with some
 * is not deleted). Read here: the appointments build on the doctors, not the other way round.
 */
export async function countFutureAppointments(db: AppDatabase, doctorId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        ne(appointments.status, 'cancelled'),
        gt(appointments.startsAt, now),
      ),
    );
  return row?.count ?? 0;
}

/** The ids of the business's doctors, their rows locked (in id order, so writers never deadlock). */
export async function lockBusinessDoctorIds(db: AppDatabase, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.businessId, businessId))
    .orderBy(asc(doctors.id))
    .for('update');
  return rows.map((row) => row.id);
}

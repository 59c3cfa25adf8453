import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import {
  type AppointmentTypeRow,
  appointmentTypeDoctors,
  appointmentTypes,
} from '../../db/schema/appointment-types';

export type AppointmentTypeValues = Pick<
  AppointmentTypeRow,
  'title' | 'description' | 'durationMinutes' | 'color'
> &
  Partial<Pick<AppointmentTypeRow, 'bookingRules'>>;
/** A type with the ids of the doctors who offer it. */
export type AppointmentTypeWithDoctors = AppointmentTypeRow & { doctorIds: string[] };

// Every function takes the business id; only findAppointmentTypeRow's `withDeleted` (for the booking
// issue: an appointment shows its type after the type was deleted) ever returns a deleted type.

export async function insertAppointmentType(
  db: AppDatabase,
  businessId: string,
  values: AppointmentTypeValues,
  now: Date,
): Promise<AppointmentTypeRow> {
  const [row] = await db
    .insert(appointmentTypes)
    .values({ ...values, businessId, createdAt: now, updatedAt: now })
    .returning();
  return row as AppointmentTypeRow;
}

export async function findAppointmentTypeRow(
  db: AppDatabase,
  businessId: string,
  typeId: string,
  options: { withDeleted?: boolean } = {},
): Promise<AppointmentTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentTypes)
    .where(
      and(
        eq(appointmentTypes.id, typeId),
        eq(appointmentTypes.businessId, businessId),
        options.withDeleted ? undefined : isNull(appointmentTypes.deletedAt),
      ),
    );
  return row;
}

/** The business's types that are not deleted, oldest first, each with its doctors. */
export async function listAppointmentTypes(
  db: AppDatabase,
  businessId: string,
): Promise<AppointmentTypeWithDoctors[]> {
  const rows = await db
    .select()
    .from(appointmentTypes)
    .where(and(eq(appointmentTypes.businessId, businessId), isNull(appointmentTypes.deletedAt)))
    .orderBy(asc(appointmentTypes.createdAt), asc(appointmentTypes.id));
  return withDoctorIds(db, rows);
}

export async function withDoctorIds(
  db: AppDatabase,
  rows: AppointmentTypeRow[],
): Promise<AppointmentTypeWithDoctors[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(appointmentTypeDoctors)
    .where(
      inArray(
        appointmentTypeDoctors.appointmentTypeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(appointmentTypeDoctors.doctorId));
  return rows.map((row) => ({
    ...row,
    doctorIds: links.filter((link) => link.appointmentTypeId === row.id).map((link) => link.doctorId),
  }));
}

export async function updateAppointmentTypeRow(
  db: AppDatabase,
  businessId: string,
  typeId: string,
  patch: Partial<AppointmentTypeValues>,
  now: Date,
): Promise<AppointmentTypeRow | undefined> {
  const [row] = await db
    .update(appointmentTypes)
    .set({ ...patch, updatedAt: now })
    .where(
      and(
        eq(appointmentTypes.id, typeId),
        eq(appointmentTypes.businessId, businessId),
        isNull(appointmentTypes.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** Replaces who offers the type; the caller has checked that the doctors are the type's business's. */
export async function replaceAppointmentTypeDoctors(
  db: AppDatabase,
  typeId: string,
  doctorIds: string[],
): Promise<void> {
  await db.delete(appointmentTypeDoctors).where(eq(appointmentTypeDoctors.appointmentTypeId, typeId));
  if (doctorIds.length > 0) {
    await db
      .insert(appointmentTypeDoctors)
      .values(doctorIds.map((doctorId) => ({ appointmentTypeId: typeId, doctorId })));
  }
}

/** Soft delete: the row stays for the appointments that point at it; lists skip it from now on. */
export async function softDeleteAppointmentType(
  db: AppDatabase,
  businessId: string,
  typeId: string,
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .update(appointmentTypes)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(appointmentTypes.id, typeId),
        eq(appointmentTypes.businessId, businessId),
        isNull(appointmentTypes.deletedAt),
      ),
    )
    .returning({ id: appointmentTypes.id });
  return deleted.length > 0;
}

/** Types by id, deleted ones included: appointments keep showing their type's colour. */
export async function findAppointmentTypeRowsByIds(
  db: AppDatabase,
  businessId: string,
  ids: string[],
): Promise<AppointmentTypeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(appointmentTypes)
    .where(and(eq(appointmentTypes.businessId, businessId), inArray(appointmentTypes.id, ids)));
}

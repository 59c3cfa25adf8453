import { DEFAULT_TYPE_COLOR } from '@qtify/shared/domain/appointment-type-color';
import type { AppDatabase } from '../../db/database';
import type { AppointmentTypeRow } from '../../db/schema/appointment-types';
import { listBusinessDoctorIds } from '../doctors/doctors.service';
import { noDoctors } from './appointment-type-errors';
import {
  type AppointmentTypeWithDoctors,
  findAppointmentTypeRow,
  findAppointmentTypeRowsByIds,
  insertAppointmentType,
  replaceAppointmentTypeDoctors,
  updateAppointmentTypeRow,
  withDoctorIds,
} from './appointment-types.repository';

// What other features may ask of the appointment types (never their repository): booking and
// the staff calendar look a type up with the doctors that offer it.

export type { AppointmentTypeWithDoctors };

/** A type of the business that is not deleted, with the doctors that offer it. */
export async function findTypeWithDoctors(
  db: AppDatabase,
  businessId: string,
  typeId: string,
): Promise<AppointmentTypeWithDoctors | undefined> {
  const row = await findAppointmentTypeRow(db, businessId, typeId);
  if (!row) return undefined;
  const [type] = await withDoctorIds(db, [row]);
  return type;
}

/** Types by id, deleted ones included: appointments keep showing their type's colour. */
export function findTypesByIds(
  db: AppDatabase,
  businessId: string,
  ids: string[],
): Promise<AppointmentTypeRow[]> {
  return findAppointmentTypeRowsByIds(db, businessId, ids);
}

/**
 * A type for a catalogue service made bookable online (issue 22): offered by all the business's
 * doctors, in the first colour; staff refine it under appointment types. 422 NO_DOCTORS without a doctor.
 */
export async function createServiceType(
  db: AppDatabase,
  businessId: string,
  values: { title: string; description: string | null; durationMinutes: number },
  now: Date,
): Promise<AppointmentTypeRow> {
  const doctorIds = await listBusinessDoctorIds(db, businessId);
  if (doctorIds.length === 0) throw noDoctors();
  const row = await insertAppointmentType(db, businessId, { ...values, color: DEFAULT_TYPE_COLOR }, now);
  await replaceAppointmentTypeDoctors(db, row.id, doctorIds);
  return row;
}

/** Sets a type's length (a linked catalogue service's duration is its type's); false: no such type. */
export async function setTypeDuration(
  db: AppDatabase,
  businessId: string,
  typeId: string,
  durationMinutes: number,
  now: Date,
): Promise<boolean> {
  return Boolean(await updateAppointmentTypeRow(db, businessId, typeId, { durationMinutes }, now));
}

import type { AppDatabase } from '../../db/database';
import type { AppointmentTypeRow } from '../../db/schema/appointment-types';
import {
  type AppointmentTypeWithDoctors,
  findAppointmentTypeRow,
  findAppointmentTypeRowsByIds,
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

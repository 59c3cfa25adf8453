import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { AppDatabase } from '../../db/database';
import { listAppointmentTypes as listRows } from './appointment-types.repository';
import { presentAppointmentType } from './present-appointment-type';

/** The business's types that are not deleted (staff list and the public booking page alike). */
export async function listAppointmentTypes(db: AppDatabase, businessId: string): Promise<AppointmentType[]> {
  return (await listRows(db, businessId)).map(presentAppointmentType);
}

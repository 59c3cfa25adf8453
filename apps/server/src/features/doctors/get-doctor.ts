import type { Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { doctorNotFound } from './doctor-errors';
import { findDoctorRow } from './doctors.repository';
import { loadDoctors } from './load-doctors';

/** One doctor of the business, presented; 404 for a malformed, unknown or foreign id. */
export async function getDoctor(db: AppDatabase, businessId: string, doctorId: string): Promise<Doctor> {
  const row = isUuid(doctorId) ? await findDoctorRow(db, businessId, doctorId) : undefined;
  if (!row) throw doctorNotFound();
  const [doctor] = await loadDoctors(db, [row]);
  return doctor as Doctor;
}

import type { AppDatabase } from '../../db/database';
import { listBusinessDoctorIds } from '../doctors/doctors.service';
import { doctorsRequired, noDoctors, unknownDoctor } from './appointment-type-errors';

/**
 * The doctor ids a type may be offered by, without repeats: 422 NO_DOCTORS while the business has
 * no doctor (SPEC 5), 422 UNKNOWN_DOCTOR for an id that is not one of the business's doctors (the
 * same answer for a malformed, deleted or foreign id, so nothing of another business shows).
 */
export async function checkDoctorIds(
  db: AppDatabase,
  businessId: string,
  doctorIds: string[],
): Promise<string[]> {
  const own = new Set(await listBusinessDoctorIds(db, businessId));
  if (own.size === 0) throw noDoctors();
  const unique = [...new Set(doctorIds)];
  if (unique.length === 0) throw doctorsRequired();
  if (!unique.every((id) => own.has(id))) throw unknownDoctor();
  return unique;
}

import type { Doctor, DoctorPatchBody } from '@qtify/shared/schemas/doctor-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { businessIndustry } from './business-industry';
import { doctorNotFound } from './doctor-errors';
import { doctorFields } from './doctor-fields';
import { updateDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { getDoctor } from './get-doctor';

/** Renames a doctor or changes its specialty or party size (PATCH …/doctors/:doctorId). */
export async function updateDoctor(
  deps: DoctorsDeps,
  membership: Membership,
  doctorId: string,
  body: DoctorPatchBody,
): Promise<Doctor> {
  if (!isUuid(doctorId)) throw doctorNotFound();
  const industry = await businessIndustry(deps, membership);
  const patch = doctorFields(industry, body, 'update');
  const row = await updateDoctorRow(deps.db, membership.businessId, doctorId, patch, deps.clock.now());
  if (!row) throw doctorNotFound();
  return getDoctor(deps.db, membership.businessId, doctorId);
}

import type { Doctor, DoctorBody } from '@qtify/shared/schemas/doctor-schemas';
import type { Membership } from '../memberships/membership';
import { businessIndustry } from './business-industry';
import { doctorFields } from './doctor-fields';
import { type DoctorValues, insertDoctor } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { presentDoctor } from './present-doctor';

/** Adds a doctor (a table in a restaurant) with an empty week (POST …/doctors). Any member may. */
export async function createDoctor(
  deps: DoctorsDeps,
  membership: Membership,
  body: DoctorBody,
): Promise<Doctor> {
  const industry = await businessIndustry(deps, membership);
  const values = doctorFields(industry, body, 'create');
  const row = await insertDoctor(
    deps.db,
    membership.businessId,
    { name: '', specialty: null, partySize: null, ...values } satisfies DoctorValues,
    deps.clock.now(),
  );
  return presentDoctor(row, [], []);
}

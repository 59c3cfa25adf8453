import type { Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { Membership } from '../memberships/membership';
import { listDoctorRows } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { loadDoctors } from './load-doctors';

/** The business's doctors with their weeks and all absences, past ones too (the web shows those apart). */
export async function listDoctors(deps: Pick<DoctorsDeps, 'db'>, membership: Membership): Promise<Doctor[]> {
  return loadDoctors(deps.db, await listDoctorRows(deps.db, membership.businessId));
}

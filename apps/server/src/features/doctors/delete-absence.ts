import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { deleteAbsenceRow } from './absences.repository';
import { absenceNotFound, doctorNotFound } from './doctor-errors';
import { findDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';

/** Removes an absence (DELETE …/doctors/:doctorId/absences/:absenceId); the doctor must be this business's. */
export async function deleteAbsence(
  deps: Pick<DoctorsDeps, 'db'>,
  membership: Membership,
  doctorId: string,
  absenceId: string,
): Promise<void> {
  if (!isUuid(doctorId) || !(await findDoctorRow(deps.db, membership.businessId, doctorId))) {
    throw doctorNotFound();
  }
  if (!isUuid(absenceId) || !(await deleteAbsenceRow(deps.db, doctorId, absenceId))) throw absenceNotFound();
}

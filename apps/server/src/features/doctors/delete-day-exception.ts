import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { doctorNotFound } from './doctor-errors';
import { findDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { deleteExceptionRows } from './working-time-exceptions.repository';

/** DELETE …/doctors/:doctorId/exceptions/:date: the date follows the week again (204 even if it did). */
export async function deleteDayException(
  deps: DoctorsDeps,
  membership: Membership,
  doctorId: string,
  date: string,
): Promise<void> {
  if (!isUuid(doctorId)) throw doctorNotFound();
  await deps.db.transaction(async (tx) => {
    if (!(await findDoctorRow(tx, membership.businessId, doctorId, { lock: true }))) throw doctorNotFound();
    await deleteExceptionRows(tx, doctorId, [date]);
  });
}

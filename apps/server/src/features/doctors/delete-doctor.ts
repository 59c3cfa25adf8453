import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { doctorHasAppointments, doctorNotFound } from './doctor-errors';
import { countFutureAppointments, deleteDoctorRow, findDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';

/**
 * Deletes a doctor with its week and absences and takes it off every appointment type
 * (DELETE …/doctors/:doctorId). Refused with 409 DOCTOR_HAS_APPOINTMENTS while it has future
 * appointments: their patients expect them. The row lock keeps a booking from slipping in between.
 */
export async function deleteDoctor(
  deps: DoctorsDeps,
  membership: Membership,
  doctorId: string,
): Promise<void> {
  if (!isUuid(doctorId)) throw doctorNotFound();
  await deps.db.transaction(async (tx) => {
    const row = await findDoctorRow(tx, membership.businessId, doctorId, { lock: true });
    if (!row) throw doctorNotFound();
    const future = await countFutureAppointments(tx, doctorId, deps.clock.now());
    if (future > 0) throw doctorHasAppointments(future);
    await deleteDoctorRow(tx, membership.businessId, doctorId);
  });
}

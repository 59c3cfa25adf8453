import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import { cancelAppointmentRow, findAppointmentByManageToken } from './appointments.repository';

// The patient's own link to an appointment (its manage token, stored hashed): what the public
// booking pages may do with it, through the appointments (never their repository).

/** The appointment of a manage token's hash, cancelled ones too. */
export function findAppointmentByManageTokenHash(
  db: AppDatabase,
  manageTokenHash: string,
): Promise<AppointmentRow | undefined> {
  return findAppointmentByManageToken(db, manageTokenHash);
}

/** The patient cancels: frees the time. The appointment when this call cancelled it, else undefined. */
export function cancelByPatient(
  db: AppDatabase,
  appointmentId: string,
  now: Date,
): Promise<AppointmentRow | undefined> {
  return cancelAppointmentRow(db, appointmentId, null, now);
}

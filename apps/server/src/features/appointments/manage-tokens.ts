import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import { releaseSlot } from '../scheduling/release-slot';
import {
  cancelAppointmentRow,
  findAppointmentByManageToken,
  findAppointmentRow,
} from './appointments.repository';

// The patient's own link to an appointment (its manage token, stored hashed): what the public
// booking pages may do with it, through the appointments (never their repository).

/** The appointment of a manage token's hash, cancelled ones too. */
export function findAppointmentByManageTokenHash(
  db: AppDatabase,
  manageTokenHash: string,
): Promise<AppointmentRow | undefined> {
  return findAppointmentByManageToken(db, manageTokenHash);
}

/**
 * The patient cancels: frees the time (offered to the waitlist). The appointment when this call
 * cancelled it, else undefined.
 */
export function cancelByPatient(
  db: AppDatabase,
  appointmentId: string,
  now: Date,
): Promise<AppointmentRow | undefined> {
  return db.transaction(async (tx) => {
    const cancelled = await cancelAppointmentRow(tx, appointmentId, null, now);
    if (cancelled) await releaseSlot(tx, cancelled, now);
    return cancelled;
  });
}

/** The appointment a patient's link (e.g. a waitlist offer) points to, by id within its business. */
export function findAppointmentOfLink(
  db: AppDatabase,
  businessId: string,
  appointmentId: string,
): Promise<AppointmentRow | undefined> {
  return findAppointmentRow(db, businessId, appointmentId);
}

import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { releaseSlot } from '../scheduling/release-slot';
import { appointmentNotFound } from './appointment-errors';
import { cancelAppointmentRow, findAppointmentRow } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';

/**
 * DELETE …/appointments/:id: cancels (the record stays, the time is free again and offered to the
 * waitlist). Idempotent: true
 * only when this call cancelled it (the caller mails the patient once).
 */
export async function cancelAppointment(
  deps: AppointmentsDeps,
  membership: Membership,
  appointmentId: string,
): Promise<boolean> {
  if (!isUuid(appointmentId)) throw appointmentNotFound();
  const row = await findAppointmentRow(deps.db, membership.businessId, appointmentId);
  if (!row) throw appointmentNotFound();
  const now = deps.clock.now();
  // The freed time is recorded with the cancellation: the waitlist job offers it.
  const cancelled = await deps.db.transaction(async (tx) => {
    const done = await cancelAppointmentRow(tx, row.id, membership.userId, now);
    if (done) await releaseSlot(tx, done, now);
    return done;
  });
  if (cancelled) deps.realtime.appointmentsChanged(membership.businessId);
  return Boolean(cancelled);
}

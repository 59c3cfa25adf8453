import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { appointmentNotFound } from './appointment-errors';
import { cancelAppointmentRow, findAppointmentRow } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';

/**
 * DELETE …/appointments/:id: cancels (the record stays, the time is free again). Idempotent: true
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
  const cancelled = await cancelAppointmentRow(deps.db, row.id, membership.userId, deps.clock.now());
  if (cancelled) deps.realtime.appointmentsChanged(membership.businessId);
  return Boolean(cancelled);
}

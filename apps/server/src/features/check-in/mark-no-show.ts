import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { findAppointment } from '../appointments/find-appointment';
import type { Membership } from '../memberships/membership';
import { enterAppointment, presentEntryViews } from '../queue/enter-appointment';
import type { QueueDeps } from '../queue/queue-deps';
import { arrivalOf } from './appointment-arrival';
import {
  appointmentCancelled,
  appointmentNotFound,
  appointmentNotOver,
  checkedInAlready,
} from './check-in-errors';

/**
 * Staff mark an appointment nobody checked in for as a no-show (the waiting room's and the start
 * page's offer, one click), once it has ended: a finished entry with outcome noShow, counted on the
 * patient's record like a queue no-show. Before its end 422 APPOINTMENT_NOT_OVER; a checked-in one
 * 409 CHECKED_IN_ALREADY; marked before: 200 with the same entry.
 */
export async function markAppointmentNoShow(
  deps: QueueDeps,
  membership: Membership,
  appointmentId: string,
): Promise<{ entry: StaffEntry; created: boolean }> {
  const db = deps.context.database.db;
  const row = await findAppointment(db, membership.businessId, appointmentId);
  if (!row) throw appointmentNotFound();
  if (row.status === 'cancelled') throw appointmentCancelled();
  if (deps.context.clock.now() < row.endsAt) throw appointmentNotOver();
  const entered = await enterAppointment(deps, arrivalOf(row), undefined, { noShow: true });
  if (!entered.created && entered.entry.outcome !== 'noShow') throw checkedInAlready();
  const views = await presentEntryViews(deps, entered.entry, entered.patient);
  return { entry: views.staff, created: entered.created };
}

import { appointmentStarted } from '../appointments/appointment-errors';
import { findBooking, type ManageBookingDeps } from '../booking/manage-booking';
import { bookingCancelled } from '../booking/move-booking';
import { setWaitlisted } from './waitlist.repository';

/**
 * POST /api/public/bookings/:manageToken/waitlist: the patient asks to hear of an earlier time of
 * the same type (the manage page). Asking again is fine. A cancelled or begun booking cannot.
 */
export async function joinWaitlist(deps: ManageBookingDeps, manageToken: string): Promise<void> {
  const { row } = await findBooking(deps, manageToken);
  if (row.status === 'cancelled') throw bookingCancelled();
  if (row.startsAt <= deps.clock.now()) throw appointmentStarted();
  await setWaitlisted(deps.db, row.id, deps.clock.now());
}

/** DELETE …/waitlist: no more offers. Leaving twice is fine. */
export async function leaveWaitlist(deps: ManageBookingDeps, manageToken: string): Promise<void> {
  const { row } = await findBooking(deps, manageToken);
  await setWaitlisted(deps.db, row.id, null);
}

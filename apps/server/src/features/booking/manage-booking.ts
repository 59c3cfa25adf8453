import { canChangeOnline } from '@qtify/shared/domain/cancel-deadline';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import type { BusinessRow } from '../../db/schema/businesses';
import { AppError } from '../../errors/app-error';
import { appointmentStarted } from '../appointments/appointment-errors';
import { cancelByPatient, findAppointmentByManageTokenHash } from '../appointments/manage-tokens';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import type { Realtime } from '../realtime/realtime';
import { cancelDeadlinePassed } from '../scheduling/scheduling-errors';
import { presentBooking } from './present-booking';

export type ManageBookingDeps = {
  db: AppDatabase;
  clock: Clock;
  realtime: Pick<Realtime, 'appointmentsChanged'>;
};

const bookingNotFound = () => new AppError(404, 'NOT_FOUND', 'No such booking');

/** The booking of a manage token with its business; 404 NOT_FOUND for any other token. */
export async function findBooking(deps: ManageBookingDeps, manageToken: string) {
  // A token is 43 base64url characters; anything else cannot match and needs no query.
  if (!isOpaqueToken(manageToken)) throw bookingNotFound();
  const row = await findAppointmentByManageTokenHash(deps.db, hashToken(manageToken));
  const business = row ? await findBusiness(deps.db, row.businessId) : undefined;
  if (!row || !business) throw bookingNotFound();
  return { row, business };
}

/**
 * Whether the patient may still cancel or move the booking through its link: not once it has
 * begun (422 APPOINTMENT_STARTED), nor after the business's cancellation deadline (422
 * CANCEL_DEADLINE_PASSED: they call instead).
 */
export function assertChangeableOnline(row: AppointmentRow, business: BusinessRow, now: Date): void {
  if (row.startsAt <= now) throw appointmentStarted();
  if (!canChangeOnline(row.startsAt, business.cancelDeadlineHours, now)) throw cancelDeadlinePassed();
}

/** GET /api/public/bookings/:manageToken: the patient's view of their booking (the mail's link). */
export async function getBooking(deps: ManageBookingDeps, manageToken: string): Promise<Booking> {
  return (await getBookingPage(deps, manageToken)).booking;
}

/** A booking with what its page shows around it: its business's industry and colour theme. */
export interface BookingPage {
  booking: Booking;
  industry: string;
  colorTheme: string;
}

/**
 * The booking of a manage token as its page shows it first (the server's first view of
 * /bookingflow/booking, plugins/first-view-manage.ts): the booking as GET answers it, and the
 * business's industry and colour theme, which the app fetches with the business.
 */
export async function getBookingPage(deps: ManageBookingDeps, manageToken: string): Promise<BookingPage> {
  const { row, business } = await findBooking(deps, manageToken);
  const doctor = row.doctorId ? await findDoctor(deps.db, business.id, row.doctorId) : undefined;
  return {
    booking: presentBooking(row, business, doctor?.name ?? null),
    industry: business.industry,
    colorTheme: business.colorTheme,
  };
}

/**
 * DELETE /api/public/bookings/:manageToken: cancels and frees the slot. Cancelling twice is fine.
 * The appointment when this call cancelled it (the caller mails the patient), else undefined.
 */
export async function cancelBooking(
  deps: ManageBookingDeps,
  manageToken: string,
): Promise<AppointmentRow | undefined> {
  const { row, business } = await findBooking(deps, manageToken);
  if (row.status === 'cancelled') return undefined;
  const now = deps.clock.now();
  assertChangeableOnline(row, business, now);
  const cancelled = await cancelByPatient(deps.db, row.id, now);
  if (cancelled) deps.realtime.appointmentsChanged(row.businessId);
  return cancelled;
}

import type { Booking, RescheduleBody } from '@qtify/shared/schemas/booking-schemas';
import { isUuid } from '../../db/is-uuid';
import type { AppointmentRow } from '../../db/schema/appointments';
import { findDoctor } from '../doctors/doctors.service';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { assertChangeableOnline, findBooking, type ManageBookingDeps } from './manage-booking';
import { bookingCancelled, moveBooking } from './move-booking';
import { presentBooking } from './present-booking';

/**
 * POST /api/public/bookings/:manageToken/reschedule: the patient moves their booking to another
 * time of the same type that the booking page offers, up to the business's cancellation deadline.
 * One transaction through moveBooking (reserveSlot's move): the appointment changes its time only
 * when the new one is taken, so a patient who loses the race (409 SLOT_TAKEN) keeps the old time.
 */
export async function rescheduleBooking(
  deps: ManageBookingDeps,
  manageToken: string,
  body: RescheduleBody,
): Promise<{ booking: Booking; moved: AppointmentRow }> {
  const { row, business } = await findBooking(deps, manageToken);
  if (row.status === 'cancelled') throw bookingCancelled();
  const now = deps.clock.now();
  assertChangeableOnline(row, business, now);
  if (body.doctorId !== undefined && !isUuid(body.doctorId)) throw slotUnavailable('doctorId');
  const moved = await deps.db.transaction((tx) =>
    moveBooking(tx, row, business, { start: new Date(body.start), doctorId: body.doctorId }, now),
  );
  deps.realtime.appointmentsChanged(business.id);
  const doctor = moved.doctorId ? await findDoctor(deps.db, business.id, moved.doctorId) : undefined;
  return { booking: presentBooking(moved, business, doctor?.name ?? null), moved };
}

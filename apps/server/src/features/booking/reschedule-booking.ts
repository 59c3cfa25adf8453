import type { Booking, RescheduleBody } from '@qtify/shared/schemas/booking-schemas';
import { isUuid } from '../../db/is-uuid';
import type { AppointmentRow } from '../../db/schema/appointments';
import { AppError } from '../../errors/app-error';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { findDoctor } from '../doctors/doctors.service';
import { reserveSlot } from '../scheduling/reserve-slot';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { bookingRulesScope } from './booking-rules-scope';
import { assertChangeableOnline, findBooking, type ManageBookingDeps } from './manage-booking';
import { presentBooking } from './present-booking';

const bookingCancelled = () => new AppError(409, 'CONFLICT', 'The booking is cancelled');

/**
 * POST /api/public/bookings/:manageToken/reschedule: the patient moves their booking to another
 * time of the same type that the booking page offers, up to the business's cancellation deadline.
 * One transaction through reserveSlot's move: the appointment changes its time only when the new
 * one is taken, so a patient who loses the race (409 SLOT_TAKEN) keeps the old time. Moving is no
 * new booking: the contact's limit of open bookings does not count it.
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
  if (!row.typeId) throw slotUnavailable('typeId');
  if (body.doctorId !== undefined && !isUuid(body.doctorId)) throw slotUnavailable('doctorId');
  const typeId = row.typeId;

  const moved = await deps.db.transaction(async (tx) => {
    const type = await findTypeWithDoctors(tx, business.id, typeId);
    if (!type) throw slotUnavailable('typeId');
    const updated = await reserveSlot(
      tx,
      {
        businessId: business.id,
        doctorIds: type.doctorIds,
        doctorId: body.doctorId,
        start: new Date(body.start),
        durationMinutes: type.durationMinutes,
        partySize: row.partySize ?? undefined,
        now,
        // The same rules as booking; the booking itself does not count against its day's maximum.
        rule: { kind: 'offered', business, bookingRules: bookingRulesScope(business, type, row.id) },
      },
      { move: row.id, changes: { changedBy: null } },
    );
    // Cancelled by another request while this one waited for the row: leave it cancelled.
    if (updated.status === 'cancelled') throw bookingCancelled();
    return updated;
  });
  deps.realtime.appointmentsChanged(business.id);
  const doctor = moved.doctorId ? await findDoctor(deps.db, business.id, moved.doctorId) : undefined;
  return { booking: presentBooking(moved, business, doctor?.name ?? null), moved };
}

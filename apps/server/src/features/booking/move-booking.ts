import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import type { BusinessRow } from '../../db/schema/businesses';
import { AppError } from '../../errors/app-error';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { releaseSlot } from '../scheduling/release-slot';
import { reserveSlot } from '../scheduling/reserve-slot';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { bookingRulesScope } from './booking-rules-scope';

export const bookingCancelled = () => new AppError(409, 'CONFLICT', 'The booking is cancelled');

/**
 * The one way a patient's booking moves to another offered time of its type (the manage link's
 * reschedule, a waitlist offer taken), inside the caller's transaction: through reserveSlot's
 * move, so the old time is given up only when the new one is taken (SEQUENCE raised), and then
 * recorded as freed for the waitlist. Moving is no new booking: the contact limit does not count it.
 */
export async function moveBooking(
  tx: AppDatabase,
  row: AppointmentRow,
  business: BusinessRow,
  target: { start: Date; doctorId?: string | undefined },
  now: Date,
): Promise<AppointmentRow> {
  if (!row.typeId) throw slotUnavailable('typeId');
  const type = await findTypeWithDoctors(tx, business.id, row.typeId);
  if (!type) throw slotUnavailable('typeId');
  const moved = await reserveSlot(
    tx,
    {
      businessId: business.id,
      doctorIds: type.doctorIds,
      doctorId: target.doctorId,
      start: target.start,
      durationMinutes: type.durationMinutes,
      partySize: row.partySize ?? undefined,
      now,
      // The same booking rules as booking; the booking itself does not count against its day's maximum.
      rule: { kind: 'offered', business, bookingRules: bookingRulesScope(business, type, row.id) },
    },
    { move: row.id, changes: { changedBy: null } },
  );
  // Cancelled by another request while this one waited for the row: leave it cancelled.
  if (moved.status === 'cancelled') throw bookingCancelled();
  await releaseSlot(tx, row, now);
  return moved;
}

import type { CreatedWindowBody } from '@qtify/shared/schemas/created-window-schemas';
import { AppError } from '../../errors/app-error';
import type { Membership } from '../memberships/membership';
import { releaseSlot } from '../scheduling/release-slot';
import type { AppointmentsDeps } from './appointments-deps';
import { cancelOnlineBookingsCreatedIn, countOnlineBookingsCreatedIn } from './online-bookings.repository';

/** A flood lasts minutes or hours; a month is the most one action may reach back over. */
const MAX_WINDOW_DAYS = 31;

const windowTooLong = () =>
  new AppError(422, 'RANGE_TOO_LONG', `At most ${MAX_WINDOW_DAYS} days at once`, {
    fields: { createdTo: 'rangeTooLong' },
  });

/**
 * POST …/appointments/bulk-cancel (issue 16: the booking flood). Cancels every online booking made
 * in [createdFrom, createdTo) that is still booked and has not started. Staff bookings in the window
 * stay: the flood came through the public page, and what staff booked is the practice's own work.
 * Answers the ids (the route mails each patient); with `dryRun` only how many it would cancel.
 */
export async function bulkCancelAppointments(
  deps: AppointmentsDeps,
  membership: Membership,
  body: CreatedWindowBody,
): Promise<{ count: number; ids: string[] }> {
  const range = { from: new Date(body.createdFrom), to: new Date(body.createdTo) };
  if (range.to.getTime() - range.from.getTime() > MAX_WINDOW_DAYS * 86_400_000) throw windowTooLong();
  const now = deps.clock.now();
  if (body.dryRun) {
    return { count: await countOnlineBookingsCreatedIn(deps.db, membership.businessId, range, now), ids: [] };
  }
  // The freed times are recorded with the cancellation: the waitlist may have them.
  const ids = await deps.db.transaction(async (tx) => {
    const rows = await cancelOnlineBookingsCreatedIn(
      tx,
      membership.businessId,
      range,
      membership.userId,
      now,
    );
    for (const row of rows) await releaseSlot(tx, row, now);
    return rows.map((row) => row.id);
  });
  // One event for the whole action: every open calendar reloads once.
  if (ids.length > 0) deps.realtime.appointmentsChanged(membership.businessId);
  return { count: ids.length, ids };
}

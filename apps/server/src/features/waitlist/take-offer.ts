import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import { isUniqueViolation } from '../../db/is-unique-violation';
import type { AppointmentRow } from '../../db/schema/appointments';
import { AppError } from '../../errors/app-error';
import { findAppointmentOfLink } from '../appointments/manage-tokens';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { assertChangeableOnline } from '../booking/manage-booking';
import { moveBooking } from '../booking/move-booking';
import { presentBooking } from '../booking/present-booking';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import type { Realtime } from '../realtime/realtime';
import { findFreedSlot } from '../scheduling/freed-slots';
import { findOfferByTokenHash, markOfferTaken, setWaitlisted } from './waitlist.repository';
import { offerGone, offerNotFound } from './waitlist-errors';

export type WaitlistOfferDeps = {
  db: AppDatabase;
  clock: Clock;
  realtime: Pick<Realtime, 'appointmentsChanged'>;
};

/** An offer with its freed time, booking and business; 404 for any other token. */
export async function loadOffer(deps: WaitlistOfferDeps, token: string) {
  if (!isOpaqueToken(token)) throw offerNotFound();
  const offer = await findOfferByTokenHash(deps.db, hashToken(token));
  const slot = offer && (await findFreedSlot(deps.db, offer.freedSlotId));
  const business = slot && (await findBusiness(deps.db, slot.businessId));
  const row = business && offer && (await findAppointmentOfLink(deps.db, business.id, offer.appointmentId));
  if (!offer || !slot || !business || !row) throw offerNotFound();
  return { offer, slot, business, row };
}

/** Whether the offer can still be taken now: nobody took its time, it has not begun, and it is earlier. */
export function isOfferOpen(loaded: Awaited<ReturnType<typeof loadOffer>>, now: Date): boolean {
  const { offer, slot, row } = loaded;
  return !offer.slotTaken && slot.start > now && row.status !== 'cancelled' && row.startsAt > slot.start;
}

const GONE = new Set(['SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'PARTY_TOO_LARGE', 'CONFLICT']);

/**
 * POST /api/public/waitlist-offers/:token/take (the offer mail's page): the first patient to take
 * a freed time gets it, their booking moved through the one reschedule path (moveBooking →
 * reserveSlot); everyone else, and anyone after the time was booked otherwise or began, gets 410
 * OFFER_GONE and keeps their booking. Taking one's own taken offer again answers the booking;
 * `moved` only when this call moved it (the caller mails the patient the new time).
 */
export async function takeOffer(
  deps: WaitlistOfferDeps,
  token: string,
): Promise<{ booking: Booking; moved?: AppointmentRow }> {
  const loaded = await loadOffer(deps, token);
  const { offer, slot, business, row } = loaded;
  const now = deps.clock.now();
  let moved: AppointmentRow = row;
  if (!offer.takenAt) {
    if (!isOfferOpen(loaded, now)) throw offerGone();
    assertChangeableOnline(row, business, now);
    try {
      moved = await deps.db.transaction(async (tx) => {
        // One taken offer per freed slot (unique index): a simultaneous second click fails here.
        if (!(await markOfferTaken(tx, offer.id, now))) throw offerGone();
        const result = await moveBooking(
          tx,
          row,
          business,
          { start: slot.start, doctorId: slot.doctorId },
          now,
        );
        // Brought forward: off the waitlist (the patient may join again on the manage page).
        await setWaitlisted(tx, row.id, null);
        return { ...result, waitlistedAt: null };
      });
    } catch (error) {
      if (isUniqueViolation(error) || (error instanceof AppError && GONE.has(error.code))) throw offerGone();
      throw error;
    }
    deps.realtime.appointmentsChanged(business.id);
  }
  const doctor = moved.doctorId ? await findDoctor(deps.db, business.id, moved.doctorId) : undefined;
  const booking = presentBooking(moved, business, doctor?.name ?? null);
  return offer.takenAt ? { booking } : { booking, moved };
}

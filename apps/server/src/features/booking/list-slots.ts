import { orderSlotsByFit } from '@qtify/shared/domain/party-size';
import { addDays, localDateOf } from '@qtify/shared/domain/zoned-time';
import type { Slot } from '@qtify/shared/schemas/booking-schemas';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { rangeReversed, rangeTooLong, typeNotFound } from '../appointments/appointment-errors';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { computeFreeSlots } from '../scheduling/compute-free-slots';
import { fullBookingDates } from '../scheduling/full-booking-dates';
import { tablesForParty } from '../scheduling/tables-for-party';
import { bookingRulesScope } from './booking-rules-scope';

/** Without a range the booking page shows two weeks; one request covers at most about two months. */
export const DEFAULT_SLOT_DAYS = 14;
export const MAX_SLOT_DAYS = 62;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * GET /api/public/businesses/:publicId/slots: the free times of a type, from today on. With a
 * restaurant's `partySize` only tables that seat the party count, and at each start the best
 * fitting table comes first (the booking page keeps the first slot of a time). The type's booking
 * rules (notice, horizon, buffers, grid, daily maximum) decide what is offered; `doctorId` keeps
 * one doctor's slots where patients may choose.
 */
export async function listSlots(
  deps: { db: AppDatabase; clock: Clock },
  publicId: string,
  query: {
    typeId: string;
    from?: string | undefined;
    to?: string | undefined;
    partySize?: number | undefined;
    doctorId?: string | undefined;
  },
): Promise<Slot[]> {
  const business = await findPublicBusiness(deps.db, publicId);
  if (!business) throw businessNotFound();
  if (!isUuid(query.typeId)) throw typeNotFound();
  const type = await findTypeWithDoctors(deps.db, business.id, query.typeId);
  if (!type) throw typeNotFound();

  const now = deps.clock.now();
  const today = localDateOf(now.getTime(), business.timeZone);
  const from = query.from ?? today;
  const to = query.to ?? addDays(query.from ?? today, DEFAULT_SLOT_DAYS - 1);
  if (to < from) throw rangeReversed();
  if (daysBetween(from, to) > MAX_SLOT_DAYS) throw rangeTooLong(MAX_SLOT_DAYS);
  // Days before today have no free slots; skipping them keeps the work to what can be offered.
  if (to < today) return [];
  const scope = bookingRulesScope(business, type);
  // A chosen doctor narrows the slots to theirs, where the business lets patients choose.
  const chosen =
    scope.rules.allowDoctorChoice && query.doctorId && type.doctorIds.includes(query.doctorId)
      ? [query.doctorId]
      : type.doctorIds;
  const ranked = await tablesForParty(deps.db, business, chosen, query.partySize);
  const days = { from: [from, today].sort()[1] as string, to, timeZone: business.timeZone };
  const free = await computeFreeSlots(deps.db, {
    doctorIds: ranked ?? chosen,
    durationMinutes: type.durationMinutes,
    ...days,
    now,
    rules: { ...scope.rules, fullDates: await fullBookingDates(deps.db, scope, days) },
  });
  const slots = ranked ? orderSlotsByFit(free, ranked) : free;
  // Doctors share their grid, so the same instants repeat: format each one once.
  const iso = new Map<number, string>();
  const format = (instant: number) => {
    let text = iso.get(instant);
    if (text === undefined) {
      text = new Date(instant).toISOString();
      iso.set(instant, text);
    }
    return text;
  };
  return slots.map((slot) => ({ start: format(slot.start), end: format(slot.end), doctorId: slot.doctorId }));
}

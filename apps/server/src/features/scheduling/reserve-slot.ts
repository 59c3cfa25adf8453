import type { FreeSlot } from '@qtify/shared/domain/free-slots';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import { isConstraintViolation } from '../../db/is-constraint-violation';
import type { AppointmentRow } from '../../db/schema/appointments';
import { type AvailabilityCheck, checkAvailability } from './check-availability';
import { checkContactLimit } from './check-contact-limit';
import { computeFreeSlots } from './compute-free-slots';
import { type BookingRulesScope, fullBookingDates } from './full-booking-dates';
import {
  type AppointmentMove,
  insertAppointment,
  moveAppointmentRow,
  type NewAppointment,
} from './reservations.repository';
import { lockBookingDays, lockDoctorSchedules } from './schedule-locks.repository';
import { dayFull, partyTooLarge, slotTaken, slotUnavailable } from './scheduling-errors';
import { tablesForParty } from './tables-for-party';

/** The doctor (table) and time a reservation got. */
export interface ReservedSlot {
  doctorId: string | null;
  start: Date;
  end: Date;
  /** The party size to keep: null where it did not count (online, anything but a restaurant). */
  partySize: number | null;
}

/**
 * Who may take which time. Patients online get only a slot the booking page offers (on the grid,
 * in working time, no absence, not past, a table that seats the party) and count against their
 * contact's limit of open bookings; staff may book and move anywhere the doctor is free (a
 * practice squeezes someone in), and seat a party anywhere, but are warned first of a time in an
 * absence, outside working hours or in the past (`availability`, check-availability.ts); 'keep'
 * when the time and doctor stay as they are (a change of type only), so nothing is asked again.
 */
export type SlotRule =
  | {
      kind: 'offered';
      business: { timeZone: string; industry: string };
      /** The phone and e-mail the patient gave, with the most open bookings they may hold. */
      contactLimit?: { contact: { phone: string; email?: string | undefined }; max: number };
      /** The type's effective booking rules (notice, horizon, buffers, grid, daily maximum, doctor choice). */
      bookingRules?: BookingRulesScope;
    }
  | { kind: 'free'; availability: AvailabilityCheck | 'keep' };

export interface SlotRequest {
  businessId: string;
  /** Every doctor (table) that may get the slot; each one's schedule is locked first. */
  doctorIds: readonly string[];
  /** The one the caller chose among them, if any. */
  doctorId?: string | undefined;
  start: Date;
  durationMinutes: number;
  partySize?: number | undefined;
  now: Date;
  rule: SlotRule;
}

/** The appointment besides its slot; created after the locks, since e.g. a patient upsert locks rows too. */
export type AppointmentDetails = Omit<
  NewAppointment,
  'businessId' | 'doctorId' | 'startsAt' | 'endsAt' | 'partySize'
>;

export type SlotWrite =
  | { create: (slot: ReservedSlot) => Promise<AppointmentDetails> }
  | { move: string; changes: Pick<AppointmentMove, 'typeId' | 'title' | 'changedBy'> };

/**
 * The one way a time gets booked (public booking, staff create, staff move; later reschedule,
 * waitlist, series), inside the caller's transaction: lock the doctors' schedules, apply the rule,
 * then create or move the appointment. Two transactions that both see the slot free still cannot
 * both commit: the exclusion constraint stops the second, and its violation answers 409 SLOT_TAKEN
 * here, whichever path lost.
 */
export async function reserveSlot(
  tx: AppDatabase,
  request: SlotRequest,
  write: SlotWrite,
): Promise<AppointmentRow> {
  request = withoutHiddenDoctorChoice(request);
  await lockDoctorSchedules(tx, request.doctorId ? [request.doctorId] : request.doctorIds);
  const slot =
    request.rule.kind === 'offered'
      ? await offeredSlot(tx, request, request.rule)
      : {
          doctorId: request.doctorId ?? request.doctorIds[0] ?? null,
          start: request.start,
          end: new Date(request.start.getTime() + Math.round(request.durationMinutes * 60_000)),
          partySize: request.partySize ?? null,
        };
  const at = {
    doctorId: slot.doctorId,
    startsAt: slot.start,
    endsAt: slot.end,
    ...(request.rule.kind === 'free' && request.rule.availability !== 'keep'
      ? { availabilityOverridden: await checkAvailability(tx, slot, request.rule.availability, request.now) }
      : {}),
  };
  let save: () => Promise<AppointmentRow>;
  if ('create' in write) {
    const values = {
      ...(await write.create(slot)),
      ...at,
      businessId: request.businessId,
      partySize: slot.partySize,
    };
    save = () => insertAppointment(tx, values, request.now);
  } else {
    save = () => moveAppointmentRow(tx, write.move, { ...at, ...write.changes }, request.now);
  }
  try {
    return await save();
  } catch (error) {
    if (isConstraintViolation(error, '23P01')) throw slotTaken();
    throw error;
  }
}

/**
 * The slot at the requested start the booking page offers, re-computed from the database and
 * never taken from the client: a start off the grid, outside working time, in an absence or in the
 * past is 422, one already booked 409. A restaurant's party gets, of the tables free then, the
 * smallest that seats it (422 PARTY_TOO_LARGE when no table of the type does).
 */
async function offeredSlot(
  tx: AppDatabase,
  request: SlotRequest,
  rule: Extract<SlotRule, { kind: 'offered' }>,
): Promise<ReservedSlot> {
  const { businessId, doctorId, doctorIds, start, now } = request;
  if (rule.contactLimit) {
    const { contact, max } = rule.contactLimit;
    await checkContactLimit(tx, businessId, contact, max, now);
  }
  if (doctorId && !doctorIds.includes(doctorId)) throw slotUnavailable('doctorId');
  const business = { id: businessId, ...rule.business };
  const day = localDateOf(start.getTime(), business.timeZone);
  const scope = rule.bookingRules;
  if (scope && scope.rules.maxPerDay !== null) {
    // Counted under a lock of the business's online bookings: two parallel bookings of the last
    // place of a day cannot both see it free.
    await lockBookingDays(tx, businessId);
    const full = await fullBookingDates(tx, scope, { from: day, to: day, timeZone: business.timeZone });
    if (full.has(day)) throw dayFull();
  }
  const ranked = await tablesForParty(tx, business, doctorIds, request.partySize);
  if (ranked?.length === 0) throw partyTooLarge();
  if (ranked && doctorId && !ranked.includes(doctorId)) throw partyTooLarge();
  const candidates = doctorId ? [doctorId] : (ranked ?? [...doctorIds]);
  const slots = {
    doctorIds: candidates,
    durationMinutes: request.durationMinutes,
    from: day,
    to: day,
    timeZone: business.timeZone,
    now,
    rules: scope?.rules,
  };
  const slot = firstFreeAt(await computeFreeSlots(tx, slots), start.getTime(), ranked);
  if (!slot) {
    const offered = await computeFreeSlots(tx, { ...slots, ignoreBusy: true });
    throw offered.some((candidate) => candidate.start === start.getTime()) ? slotTaken() : slotUnavailable();
  }
  return {
    doctorId: slot.doctorId,
    start: new Date(slot.start),
    end: new Date(slot.end),
    partySize: ranked ? (request.partySize ?? null) : null,
  };
}

/** Where the business hides the doctor choice, a patient's pick of a doctor counts as "any". */
function withoutHiddenDoctorChoice(request: SlotRequest): SlotRequest {
  const { rule } = request;
  if (rule.kind !== 'offered' || !rule.bookingRules || rule.bookingRules.rules.allowDoctorChoice)
    return request;
  return { ...request, doctorId: undefined };
}

/** The slot at `start`: on the best-fitting table when they are ranked, else the first (by id). */
function firstFreeAt(free: FreeSlot[], start: number, ranked: string[] | undefined): FreeSlot | undefined {
  const atStart = free.filter((candidate) => candidate.start === start);
  if (!ranked) return atStart[0];
  return ranked.map((id) => atStart.find((slot) => slot.doctorId === id)).find((slot) => slot !== undefined);
}

import { type AbsenceDays, absenceIntervals } from './absence-intervals';
import { type Interval, mergeIntervals, overlapsMerged } from './intervals';
import { type DayException, workingSpansOn } from './working-day';
import { addDays, isIsoDate, localDateOf, zonedInstant } from './zoned-time';

export interface ScheduleDoctor {
  id: string;
  /** Weekday 1..7 (Monday = 1), minutes since local midnight, end up to 1440. */
  workingTimes: readonly { weekday: number; startMinute: number; endMinute: number }[];
  /** Local date ranges of the business; every day of a range is blocked (absence-intervals.ts). */
  absences: readonly AbsenceDays[];
  /** Dates worked differently from the week, or not at all (working-day.ts); none: the week. */
  exceptions?: readonly DayException[] | undefined;
}

/** An existing non-cancelled appointment, epoch ms, half-open. */
export interface BusyTime {
  doctorId: string;
  start: number;
  end: number;
}

/** A bookable slot, epoch ms, half-open. */
export interface FreeSlot {
  doctorId: string;
  start: number;
  end: number;
}

export interface FreeSlotQuery {
  doctors: readonly ScheduleDoctor[];
  busy: readonly BusyTime[];
  durationMinutes: number;
  /** 'YYYY-MM-DD' local date of the business, inclusive. */
  from: string;
  /** Inclusive. */
  to: string;
  timeZone: string;
  /** Slots starting before now are not offered. */
  now: number;
  /** The business's booking rules for this type (issue 18); none: the plain grid. */
  rules?: SlotRules | undefined;
}

/** The booking rules the engine applies (see domain/booking-rules.ts for their meaning and limits). */
export interface SlotRules {
  minNoticeMinutes?: number | undefined;
  /** Local dates after today + horizonDays are not offered. */
  horizonDays?: number | null | undefined;
  /** The time kept free before and after the slot must not meet another appointment or absence. */
  bufferBeforeMinutes?: number | undefined;
  bufferAfterMinutes?: number | undefined;
  /** Slots start every this many minutes (default: the duration). */
  slotIntervalMinutes?: number | null | undefined;
  /** Local dates whose online bookings reached maxPerDay. */
  fullDates?: ReadonlySet<string> | undefined;
}

/** Longest range asked in one go (about two months of a calendar view); the API validates before. */
export const MAX_SLOT_RANGE_DAYS = 62;

/**
 * Free slots of an appointment type over local dates [from, to], for every doctor offering it.
 * A date's exception replaces that weekday's working times (working-day.ts).
 * Each working time becomes the real interval between its local start and end (so the repeated
 * hour in October is worked twice and the missing hour in March not at all). Slots start at the
 * working-time start and step by the duration (or the rules' interval: a restaurant seats every
 * 15 minutes for 90-minute tables) in real time; a blocked slot leaves a gap rather than shifting
 * the grid. A slot is offered when it lies inside the working time, it and its buffers overlap no
 * absence and no busy time of its doctor, it starts no earlier than `now` plus the minimum notice,
 * and its date is within the horizon and not full.
 * Sorted by start, then doctor id.
 */
export function findFreeSlots(query: FreeSlotQuery): FreeSlot[] {
  const { doctors, durationMinutes, from, to, timeZone, now } = query;
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`Not a date range: ${from}..${to}`);
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`Not a duration: ${durationMinutes}`);
  }
  if (from > to) return [];
  const rules = query.rules ?? {};
  const lastDate = rules.horizonDays == null ? to : addDays(localDateOf(now, timeZone), rules.horizonDays);
  const dates = datesBetween(from, to).filter((date) => date <= lastDate && !rules.fullDates?.has(date));
  const length = durationMinutes * 60_000;
  const step = (rules.slotIntervalMinutes ?? durationMinutes) * 60_000;
  const before = (rules.bufferBeforeMinutes ?? 0) * 60_000;
  const after = (rules.bufferAfterMinutes ?? 0) * 60_000;
  const earliest = now + (rules.minNoticeMinutes ?? 0) * 60_000;
  const busyByDoctor = groupBusy(query.busy);
  const instant = memoizedZonedInstant(timeZone);
  const slots: FreeSlot[] = [];
  for (const doctor of doctors) {
    const exceptions = doctor.exceptions ?? [];
    if (doctor.workingTimes.length === 0 && exceptions.length === 0) continue;
    const blocked = mergeIntervals([
      ...absenceIntervals(doctor.absences, dates, instant),
      ...(busyByDoctor.get(doctor.id) ?? []),
    ]);
    for (const date of dates) {
      for (const time of workingSpansOn(date, doctor.workingTimes, exceptions)) {
        const end = instant(date, time.endMinute);
        for (let start = instant(date, time.startMinute); start + length <= end; start += step) {
          if (start >= earliest && !overlapsMerged(blocked, start - before, start + length + after)) {
            slots.push({ doctorId: doctor.id, start, end: start + length });
          }
        }
      }
    }
  }
  return slots.sort(
    (a, b) => a.start - b.start || (a.doctorId < b.doctorId ? -1 : a.doctorId > b.doctorId ? 1 : 0),
  );
}

function datesBetween(from: string, to: string): string[] {
  const dates = [from];
  while (dates[dates.length - 1]! < to) {
    if (dates.length === MAX_SLOT_RANGE_DAYS) {
      throw new RangeError(`At most ${MAX_SLOT_RANGE_DAYS} days of slots at once: ${from}..${to}`);
    }
    dates.push(addDays(dates[dates.length - 1]!, 1));
  }
  return dates;
}

function groupBusy(busy: readonly BusyTime[]): Map<string, Interval[]> {
  const byDoctor = new Map<string, Interval[]>();
  for (const { doctorId, start, end } of busy) {
    const list = byDoctor.get(doctorId);
    if (list) list.push({ start, end });
    else byDoctor.set(doctorId, [{ start, end }]);
  }
  return byDoctor;
}

// Doctors of one practice mostly share their hours; asking Intl once per date and minute keeps a
// month for ten doctors within the 20 ms budget (bench/slots.mjs).
function memoizedZonedInstant(timeZone: string): (date: string, minute: number) => number {
  const known = new Map<string, number>();
  return (date, minute) => {
    const key = `${date} ${minute}`;
    let value = known.get(key);
    if (value === undefined) {
      value = zonedInstant(date, minute, timeZone);
      known.set(key, value);
    }
    return value;
  };
}

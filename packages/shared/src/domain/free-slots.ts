import { type AbsenceDays, absenceIntervals } from './absence-intervals';
import { type Interval, mergeIntervals, overlapsMerged } from './intervals';
import { addDays, isIsoDate, isoWeekday, zonedInstant } from './zoned-time';

export interface ScheduleDoctor {
  id: string;
  /** Weekday 1..7 (Monday = 1), minutes since local midnight, end up to 1440. */
  workingTimes: readonly { weekday: number; startMinute: number; endMinute: number }[];
  /** Local date ranges of the business; every day of a range is blocked (absence-intervals.ts). */
  absences: readonly AbsenceDays[];
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
}

/** Longest range asked in one go (about two months of a calendar view); the API validates before. */
export const MAX_SLOT_RANGE_DAYS = 62;

/**
 * Free slots of an appointment type over local dates [from, to], for every doctor offering it.
 * Each working time becomes the real interval between its local start and end (so the repeated
 * hour in October is worked twice and the missing hour in March not at all). Slots start at the
 * working-time start and step by the duration in real time; a blocked slot leaves a gap rather
 * than shifting the grid. A slot is offered when it lies inside the working time, overlaps no
 * absence and no busy time of its doctor, and does not start before `now`.
 * Sorted by start, then doctor id.
 */
export function findFreeSlots(query: FreeSlotQuery): FreeSlot[] {
  const { doctors, durationMinutes, from, to, timeZone, now } = query;
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`Not a date range: ${from}..${to}`);
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`Not a duration: ${durationMinutes}`);
  }
  if (from > to) return [];
  const dates = datesBetween(from, to);
  const step = durationMinutes * 60_000;
  const busyByDoctor = groupBusy(query.busy);
  const instant = memoizedZonedInstant(timeZone);
  const slots: FreeSlot[] = [];
  for (const doctor of doctors) {
    if (doctor.workingTimes.length === 0) continue;
    const blocked = mergeIntervals([
      ...absenceIntervals(doctor.absences, dates, instant),
      ...(busyByDoctor.get(doctor.id) ?? []),
    ]);
    for (const date of dates) {
      const weekday = isoWeekday(date);
      for (const time of doctor.workingTimes) {
        if (time.weekday !== weekday) continue;
        const end = instant(date, time.endMinute);
        for (let start = instant(date, time.startMinute); start + step <= end; start += step) {
          if (start >= now && !overlapsMerged(blocked, start, start + step)) {
            slots.push({ doctorId: doctor.id, start, end: start + step });
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

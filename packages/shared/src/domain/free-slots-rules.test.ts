import { describe, expect, it } from 'vitest';
import { clockTimeToMinutes } from './clock-time';
import { type FreeSlot, type FreeSlotQuery, findFreeSlots } from './free-slots';
import { zonedInstant } from './zoned-time';

const VIENNA = 'Europe/Vienna';
const MONDAY = '2026-01-12';
const TUESDAY = '2026-01-13';
const at = (date: string, time: string) => zonedInstant(date, clockTimeToMinutes(time), VIENNA);
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIENNA,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const times = (slots: FreeSlot[]) => slots.map((slot) => clock.format(slot.start));
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: clockTimeToMinutes('08:00'),
  endMinute: clockTimeToMinutes('10:00'),
}));
const anna = { id: 'anna', workingTimes: weekdays, absences: [] };

const query = (overrides: Partial<FreeSlotQuery>): FreeSlotQuery => ({
  doctors: [anna],
  busy: [],
  durationMinutes: 30,
  from: MONDAY,
  to: MONDAY,
  timeZone: VIENNA,
  now: 0,
  ...overrides,
});

describe('free slots under booking rules', () => {
  it('offers nothing closer to now than the minimum notice', () => {
    const now = at(MONDAY, '07:45');
    const slots = findFreeSlots(query({ now, rules: { minNoticeMinutes: 60 } }));
    expect(times(slots)).toEqual(['09:00', '09:30']);
  });

  it('offers no date after today plus the horizon', () => {
    const now = at(MONDAY, '06:00');
    const slots = findFreeSlots(query({ now, to: '2026-01-14', rules: { horizonDays: 1 } }));
    expect(new Set(slots.map((slot) => new Date(slot.start).toISOString().slice(0, 10)))).toEqual(
      new Set([MONDAY, TUESDAY]),
    );
  });

  it('keeps the buffers before and after a slot clear of other appointments', () => {
    const busy = [{ doctorId: 'anna', start: at(MONDAY, '09:00'), end: at(MONDAY, '09:30') }];
    const plain = findFreeSlots(query({ busy }));
    expect(times(plain)).toEqual(['08:00', '08:30', '09:30']);
    const buffered = findFreeSlots(
      query({ busy, rules: { bufferBeforeMinutes: 10, bufferAfterMinutes: 5 } }),
    );
    expect(times(buffered)).toEqual(['08:00']);
  });

  it('starts slots on the interval grid, independent of their duration', () => {
    const slots = findFreeSlots(query({ durationMinutes: 90, rules: { slotIntervalMinutes: 15 } }));
    expect(times(slots)).toEqual(['08:00', '08:15', '08:30']);
    expect(slots[0]!.end - slots[0]!.start).toBe(90 * 60_000);
  });

  it('keeps the grid where a booked table blocks some starts', () => {
    const busy = [{ doctorId: 'anna', start: at(MONDAY, '08:00'), end: at(MONDAY, '08:20') }];
    const slots = findFreeSlots(query({ busy, durationMinutes: 60, rules: { slotIntervalMinutes: 15 } }));
    expect(times(slots)).toEqual(['08:30', '08:45', '09:00']);
  });

  it('offers nothing on a date whose online bookings reached the daily maximum', () => {
    const slots = findFreeSlots(query({ to: TUESDAY, rules: { fullDates: new Set([MONDAY]) } }));
    expect(slots.every((slot) => slot.start >= at(TUESDAY, '00:00'))).toBe(true);
    expect(times(slots)).toEqual(['08:00', '08:30', '09:00', '09:30']);
  });
});

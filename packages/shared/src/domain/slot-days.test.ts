import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from './slot-days';
import { addDays, localDateOf } from './zoned-time';

const VIENNA = 'Europe/Vienna';
const slot = (start: string, doctorId = 'd1') => ({ start, end: start, doctorId });

describe('free times by local day', () => {
  it('files a time under the business day, not the UTC day', () => {
    // 23:30 UTC on 9 June is 01:30 on 10 June in Vienna (summer time, UTC+2).
    expect(localDateOf(Date.parse('2026-06-09T23:30:00Z'), VIENNA)).toBe('2026-06-10');
    expect(localDateOf(Date.parse('2026-06-09T23:30:00Z'), 'America/New_York')).toBe('2026-06-09');
  });

  it('groups by local day in the order the server sent', () => {
    const days = groupSlotsByDay(
      [
        slot('2026-06-09T06:00:00Z'),
        slot('2026-06-09T21:30:00Z'),
        slot('2026-06-09T22:30:00Z'),
        slot('2026-06-10T06:00:00Z'),
      ],
      VIENNA,
    );
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-06-09', 2],
      ['2026-06-10', 2],
    ]);
  });

  it('shows a time free with several doctors once, keeping the first doctor', () => {
    const days = groupSlotsByDay(
      [
        slot('2026-06-09T06:00:00Z', 'a'),
        slot('2026-06-09T06:00:00.000Z', 'b'),
        slot('2026-06-09T06:30:00Z', 'b'),
      ],
      VIENNA,
    );
    expect(days[0]?.slots.map((s) => s.doctorId)).toEqual(['a', 'b']);
  });

  it('keeps both times of the hour repeated in autumn on the same day', () => {
    // 25 October 2026: 02:30 CEST (00:30 UTC) and 02:30 CET (01:30 UTC) are two instants.
    const days = groupSlotsByDay([slot('2026-10-25T00:30:00Z'), slot('2026-10-25T01:30:00Z')], VIENNA);
    expect(days).toHaveLength(1);
    expect(days[0]?.slots).toHaveLength(2);
  });

  it('returns no days for no times', () => {
    expect(groupSlotsByDay([], VIENNA)).toEqual([]);
  });
});

describe('calendar day arithmetic', () => {
  it('adds days across months, years and the time change', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

import { describe, expect, it } from 'vitest';
import { copiedWeeks, mondayOf, weekDates } from './copy-week';

describe('the week of a date', () => {
  it('starts on its Monday, also from a Sunday and across a month', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(weekDates('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });
});

describe('copying a week', () => {
  const tuesdayOff = { date: '2026-03-03', spans: [] };
  const fridayShort = { date: '2026-03-06', spans: [{ startMinute: 480, endMinute: 600 }] };

  it('puts each changed date on the same weekday of the following weeks', () => {
    const copy = copiedWeeks('2026-03-02', 2, [tuesdayOff, fridayShort]);
    expect(copy.exceptions).toEqual([
      { date: '2026-03-10', spans: [] },
      { date: '2026-03-13', spans: fridayShort.spans },
      { date: '2026-03-17', spans: [] },
      { date: '2026-03-20', spans: fridayShort.spans },
    ]);
  });

  it('covers whole weeks from the next Monday, so dates without a change there return to the week', () => {
    expect(copiedWeeks('2026-03-02', 3, [])).toEqual({
      from: '2026-03-09',
      to: '2026-03-29',
      exceptions: [],
    });
  });
});

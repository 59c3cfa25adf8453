import { describe, expect, it } from 'vitest';
import { groupOpeningDays } from './opening-days';

const day = (weekday: number, start: string, end: string) => ({ weekday, start, end });

describe('opening hours grouped by days', () => {
  it('puts consecutive days with the same hours on one line, in weekday order', () => {
    const week = [1, 2, 3, 4, 5].flatMap((weekday) => [
      day(weekday, '13:00', '17:00'),
      day(weekday, '08:00', '12:00'),
    ]);
    expect(groupOpeningDays([day(6, '09:00', '12:00'), ...week])).toEqual([
      {
        from: 1,
        to: 5,
        ranges: [
          { start: '08:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      },
      { from: 6, to: 6, ranges: [{ start: '09:00', end: '12:00' }] },
    ]);
  });

  it('does not join days across a closed day or with other hours', () => {
    const hours = [
      day(1, '08:00', '12:00'),
      day(2, '08:00', '12:00'),
      day(4, '08:00', '12:00'),
      day(5, '08:00', '18:00'),
    ];
    expect(groupOpeningDays(hours).map(({ from, to }) => [from, to])).toEqual([
      [1, 2],
      [4, 4],
      [5, 5],
    ]);
  });

  it('is empty for a business with no hours', () => {
    expect(groupOpeningDays([])).toEqual([]);
  });
});

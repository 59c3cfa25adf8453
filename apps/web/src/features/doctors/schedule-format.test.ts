import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatRunDays,
  localIsoDate,
  splitAbsences,
  summarizeWeek,
  weekdayName,
} from './schedule-format';

describe('summarizeWeek', () => {
  it('joins consecutive days with the same times and leaves days off out', () => {
    const slots = [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '13:00', end: '17:00' },
      { weekday, start: '08:00', end: '12:00' },
    ]);
    slots.push({ weekday: 7, start: '09:00', end: '11:00' });
    expect(summarizeWeek(slots)).toEqual([
      { from: 1, to: 5, ranges: ['08:00–12:00', '13:00–17:00'] },
      { from: 7, to: 7, ranges: ['09:00–11:00'] },
    ]);
  });

  it('keeps days apart when a day off or other times lie between them', () => {
    const slots = [
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 3, start: '08:00', end: '12:00' },
      { weekday: 4, start: '08:00', end: '13:00' },
    ];
    expect(summarizeWeek(slots).map((run) => [run.from, run.to])).toEqual([
      [1, 1],
      [3, 3],
      [4, 4],
    ]);
  });

  it('is empty without working times', () => {
    expect(summarizeWeek([])).toEqual([]);
  });
});

describe('splitAbsences', () => {
  const absence = (id: string, date: string, start: string | null = null) => ({ id, date, start });

  it('puts today and later into upcoming (soonest first) and earlier days into past (latest first)', () => {
    const { upcoming, past } = splitAbsences(
      [
        absence('a', '2026-11-30'),
        absence('b', '2026-11-21', '14:00'),
        absence('c', '2026-11-20'),
        absence('d', '2026-11-21', '09:00'),
        absence('e', '2025-01-01'),
      ],
      '2026-11-21',
    );
    expect(upcoming.map((item) => item.id)).toEqual(['d', 'b', 'a']);
    expect(past.map((item) => item.id)).toEqual(['c', 'e']);
  });
});

describe('dates and weekdays', () => {
  it('names weekdays from Monday = 1 in the page language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'de')).toBe('Sonntag');
    expect(formatRunDays({ from: 1, to: 5, ranges: [] }, 'en')).toBe('Mon–Fri');
  });

  it('formats a date without shifting it by the time zone', () => {
    expect(formatDate('2026-03-02', 'en')).toContain('March 2');
  });

  it('gives the local date as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

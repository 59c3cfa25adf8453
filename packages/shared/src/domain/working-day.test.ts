import { describe, expect, it } from 'vitest';
import { dayExceptionsOf, rowsOfDay, workingSpansOn } from './working-day';

// As the repositories give it: by weekday and start.
const week = [
  { weekday: 1, startMinute: 8 * 60, endMinute: 12 * 60 },
  { weekday: 1, startMinute: 13 * 60, endMinute: 17 * 60 },
  { weekday: 2, startMinute: 9 * 60, endMinute: 11 * 60 },
];

describe('the spans worked on a date', () => {
  it('are the weekday’s regular times when the date has no exception', () => {
    // 2026-03-02 is a Monday.
    expect(workingSpansOn('2026-03-02', week)).toMatchObject([
      { startMinute: 480, endMinute: 720 },
      { startMinute: 780, endMinute: 1020 },
    ]);
  });

  it('are the exception’s spans on its date, replacing the weekday’s times', () => {
    const exceptions = [{ date: '2026-03-02', spans: [{ startMinute: 600, endMinute: 660 }] }];
    expect(workingSpansOn('2026-03-02', week, exceptions)).toEqual([{ startMinute: 600, endMinute: 660 }]);
    // The next Monday keeps the week.
    expect(workingSpansOn('2026-03-09', week, exceptions)).toHaveLength(2);
  });

  it('are none when the exception takes the day off', () => {
    expect(workingSpansOn('2026-03-03', week, [{ date: '2026-03-03', spans: [] }])).toEqual([]);
  });

  it('can open a day the week leaves free', () => {
    const sunday = [{ date: '2026-03-08', spans: [{ startMinute: 600, endMinute: 720 }] }];
    expect(workingSpansOn('2026-03-08', week, sunday)).toEqual([{ startMinute: 600, endMinute: 720 }]);
  });
});

describe('stored changed dates', () => {
  it('group into one exception per date, a row without minutes meaning a day off', () => {
    expect(
      dayExceptionsOf([
        { date: '2026-03-02', startMinute: 480, endMinute: 600 },
        { date: '2026-03-03', startMinute: null, endMinute: null },
        { date: '2026-03-02', startMinute: 660, endMinute: 720 },
      ]),
    ).toEqual([
      {
        date: '2026-03-02',
        spans: [
          { startMinute: 480, endMinute: 600 },
          { startMinute: 660, endMinute: 720 },
        ],
      },
      { date: '2026-03-03', spans: [] },
    ]);
  });

  it('are written back as the same rows', () => {
    expect(rowsOfDay([])).toEqual([{ startMinute: null, endMinute: null }]);
    expect(rowsOfDay([{ startMinute: 480, endMinute: 600 }])).toEqual([{ startMinute: 480, endMinute: 600 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatBirthdate, formatSpan, splitHistory } from './format-appointment';

describe('appointment texts', () => {
  it('writes the span in the business time zone, 24 hours', () => {
    const span = { start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T08:30:00.000Z' };
    expect(formatSpan(span, 'Europe/Vienna', 'de')).toBe('Mo., 23. Nov. 2026, 09:00–09:30');
    expect(formatSpan(span, 'Europe/Vienna', 'en')).toBe('Mon, Nov 23, 2026, 09:00–09:30');
  });

  it('tells the repeated hour of the autumn change apart by its zone', () => {
    const first = { start: '2026-10-25T00:30:00.000Z', end: '2026-10-25T00:45:00.000Z' };
    const second = { start: '2026-10-25T01:30:00.000Z', end: '2026-10-25T01:45:00.000Z' };
    expect(formatSpan(first, 'Europe/Vienna', 'de')).toBe('So., 25. Okt. 2026, 02:30 (MESZ)–02:45 (MESZ)');
    expect(formatSpan(second, 'Europe/Vienna', 'de')).toBe('So., 25. Okt. 2026, 02:30 (MEZ)–02:45 (MEZ)');
  });

  it('writes a birth date without shifting the day', () => {
    expect(formatBirthdate('1980-01-01', 'de')).toBe('01.01.1980');
  });
});

describe('the history of a patient', () => {
  const list = [
    { id: 'old', start: '2026-01-01T08:00:00Z' },
    { id: 'older', start: '2025-06-01T08:00:00Z' },
    { id: 'current', start: '2026-11-20T08:00:00Z' },
    { id: 'later', start: '2027-02-01T08:00:00Z' },
    { id: 'soon', start: '2026-12-01T08:00:00Z' },
  ];

  it('lists coming appointments soonest first and past ones latest first, without the open one', () => {
    const { upcoming, past } = splitHistory(list, 'current', Date.parse('2026-11-21T12:00:00Z'));
    expect(upcoming.map((a) => a.id)).toEqual(['soon', 'later']);
    expect(past.map((a) => a.id)).toEqual(['old', 'older']);
  });
});

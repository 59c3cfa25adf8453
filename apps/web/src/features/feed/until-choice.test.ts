import { describe, expect, it } from 'vitest';
import { untilOf } from './until-choice';

const now = new Date('2026-03-02T10:00:00Z');

describe('untilOf', () => {
  it('sends no end for "until removed"', () => {
    expect(untilOf('removed', '2026-03-05T18:00', now, 'Europe/Vienna')).toBeNull();
  });

  it('ends "today" at midnight of the business, not of the browser', () => {
    expect(untilOf('today', '', now, 'Europe/Vienna')).toBe('2026-03-02T23:00:00.000Z');
    expect(untilOf('today', '', now, 'America/New_York')).toBe('2026-03-03T05:00:00.000Z');
  });

  it('reads a typed time as the business’s wall clock, and passes anything else on for the schema to name', () => {
    expect(untilOf('custom', '2026-03-06T18:30', now, 'Europe/Vienna')).toBe('2026-03-06T17:30:00.000Z');
    expect(untilOf('custom', '', now, 'Europe/Vienna')).toBe('');
  });
});

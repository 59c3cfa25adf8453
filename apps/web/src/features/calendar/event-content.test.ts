import { describe, expect, it } from 'vitest';
import { eventStartText } from './event-content';
import { toWallClock } from './zoned-clock';

const VIENNA = 'Europe/Vienna';
const wall = (instant: string) => toWallClock(instant, VIENNA);

describe('the start written on an appointment in the day and week views', () => {
  it('is the wall-clock time on an ordinary day', () => {
    expect(eventStartText(wall('2026-11-23T08:00:00Z'), '2026-11-23T08:00:00Z', VIENNA, 'de')).toBe('09:00');
  });

  it('tells the two 02:30 of the autumn change apart', () => {
    expect(eventStartText(wall('2026-10-25T00:30:00Z'), '2026-10-25T00:30:00Z', VIENNA, 'de')).toBe(
      '02:30 (MESZ)',
    );
    expect(eventStartText(wall('2026-10-25T01:30:00Z'), '2026-10-25T01:30:00Z', VIENNA, 'de')).toBe(
      '02:30 (MEZ)',
    );
  });

  it('follows the event while it is dragged to another time', () => {
    expect(eventStartText(wall('2026-11-23T10:00:00Z'), '2026-11-23T08:00:00Z', VIENNA, 'de')).toBe('11:00');
  });
});

import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock, wallClockIso } from './zoned-clock';

const VIENNA = 'Europe/Vienna';
const wall = (iso: string) => new Date(`${iso}Z`);

describe('wall clock of a business', () => {
  it('shows a winter instant in Vienna one hour ahead of UTC', () => {
    expect(wallClockIso('2026-01-15T09:00:00Z', VIENNA)).toBe('2026-01-15T10:00:00.000Z');
  });

  it('shows a summer instant in Vienna two hours ahead of UTC', () => {
    expect(toWallClock('2026-07-01T07:30:00.000Z', VIENNA).toISOString()).toBe('2026-07-01T09:30:00.000Z');
  });

  it('reads instants with any offset', () => {
    expect(wallClockIso('2026-07-01T09:30:00+02:00', VIENNA)).toBe('2026-07-01T09:30:00.000Z');
  });

  it('turns a wall clock back into the instant, in winter and summer', () => {
    expect(fromWallClock(wall('2026-01-15T10:00:00'), VIENNA).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(fromWallClock(wall('2026-07-01T09:30:00'), VIENNA).toISOString()).toBe('2026-07-01T07:30:00.000Z');
  });

  it('keeps both sides of the spring change day right (29 March 2026)', () => {
    expect(fromWallClock(wall('2026-03-29T01:30:00'), VIENNA).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromWallClock(wall('2026-03-29T03:30:00'), VIENNA).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromWallClock(wall('2026-03-29T09:00:00'), VIENNA).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('moves a skipped time (02:30 on the spring change day) forward by the gap', () => {
    expect(fromWallClock(wall('2026-03-29T02:30:00'), VIENNA).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first of a repeated time on the autumn change day (25 October 2026)', () => {
    expect(fromWallClock(wall('2026-10-25T02:30:00'), VIENNA).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromWallClock(wall('2026-10-25T03:30:00'), VIENNA).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('round-trips every half hour of the change days', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let step = 0; step < 48; step += 1) {
        const instant = new Date(Date.parse(`${day}T00:00:00Z`) - 3_600_000 + step * 1_800_000);
        const back = fromWallClock(toWallClock(instant, VIENNA), VIENNA);
        // The repeated autumn hour maps to its first occurrence; everything else comes back exactly.
        const repeated = day === '2026-10-25' && instant.toISOString() >= '2026-10-25T01:00';
        if (!repeated || instant.toISOString() >= '2026-10-25T02:00') {
          expect(back.toISOString()).toBe(instant.toISOString());
        }
      }
    }
  });

  it('works in a zone west of UTC (New York)', () => {
    expect(wallClockIso('2026-11-21T15:00:00Z', 'America/New_York')).toBe('2026-11-21T10:00:00.000Z');
    expect(fromWallClock(wall('2026-11-21T10:00:00'), 'America/New_York').toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
  });
});

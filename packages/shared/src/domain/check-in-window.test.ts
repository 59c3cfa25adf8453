import { describe, expect, it } from 'vitest';
import { patientCheckInWindow, staffMayCheckIn } from './check-in-window';

const at = (iso: string) => new Date(iso);
const VIENNA = 'Europe/Vienna';

describe('the patient’s check-in window', () => {
  const appointment = { start: at('2026-03-02T10:00:00Z'), end: at('2026-03-02T10:30:00Z') };

  it('is not open yet more than 60 minutes before the start, and says when it opens', () => {
    const window = patientCheckInWindow(appointment, at('2026-03-02T08:59:59Z'));
    expect(window.state).toBe('early');
    expect(window.opensAt).toEqual(at('2026-03-02T09:00:00Z'));
  });

  it('is open from 60 minutes before the start until just before the end', () => {
    expect(patientCheckInWindow(appointment, at('2026-03-02T09:00:00Z')).state).toBe('open');
    expect(patientCheckInWindow(appointment, at('2026-03-02T10:29:59Z')).state).toBe('open');
  });

  it('is over at the end', () => {
    expect(patientCheckInWindow(appointment, at('2026-03-02T10:30:00Z')).state).toBe('over');
  });

  it('opens 60 real minutes before a start just after the clocks went forward in Vienna', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST. A 03:30 appointment (01:30 UTC) opens at 01:30
    // on the wall clock, which is 00:30 UTC: one hour, though the wall clocks are two apart.
    const spring = { start: at('2026-03-29T01:30:00Z'), end: at('2026-03-29T02:00:00Z') };
    expect(patientCheckInWindow(spring, at('2026-03-29T00:29:00Z')).state).toBe('early');
    expect(patientCheckInWindow(spring, at('2026-03-29T00:30:00Z')).state).toBe('open');
    expect(patientCheckInWindow(spring, at('2026-03-29T00:30:00Z')).opensAt).toEqual(
      at('2026-03-29T00:30:00Z'),
    );
  });
});

describe('staff check-in', () => {
  it('is allowed at any time of the appointment’s day on the business’s clock', () => {
    // 00:30 in Vienna on 2 March is 23:30 UTC on 1 March.
    const start = at('2026-03-02T17:00:00Z');
    expect(staffMayCheckIn(start, at('2026-03-01T23:30:00Z'), VIENNA)).toBe(true);
    expect(staffMayCheckIn(start, at('2026-03-01T22:59:00Z'), VIENNA)).toBe(false);
    expect(staffMayCheckIn(start, at('2026-03-02T22:59:00Z'), VIENNA)).toBe(true);
    expect(staffMayCheckIn(start, at('2026-03-02T23:00:00Z'), VIENNA)).toBe(false);
  });

  it('counts the 25 hours of the day the clocks go back in Vienna as one day', () => {
    // 25 October 2026: 00:30 CEST is 22:30 UTC the day before; 23:30 CET is 22:30 UTC that day.
    const start = at('2026-10-24T22:30:00Z');
    expect(staffMayCheckIn(start, at('2026-10-25T22:30:00Z'), VIENNA)).toBe(true);
    expect(staffMayCheckIn(start, at('2026-10-25T23:00:00Z'), VIENNA)).toBe(false);
  });
});

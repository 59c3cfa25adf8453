import { describe, expect, it } from 'vitest';
import { isNoShowDue, noShowDueAt } from './no-show-due';

const at = (iso: string) => new Date(iso);
const CALL = at('2026-03-02T09:00:00Z');

describe('when a called patient counts as a no-show', () => {
  it('is the grace time after staff notified a patient who still waits', () => {
    const entry = { status: 'checkIn' as const, messageSentAt: CALL, calledAt: null };
    expect(noShowDueAt(entry, 5)).toEqual(at('2026-03-02T09:05:00Z'));
    expect(isNoShowDue(entry, at('2026-03-02T09:04:59Z'), 5)).toBe(false);
    expect(isNoShowDue(entry, at('2026-03-02T09:05:00Z'), 5)).toBe(true);
  });

  it('counts from calledAt for the workflows’ status called', () => {
    const entry = { status: 'called' as const, messageSentAt: null, calledAt: CALL };
    expect(isNoShowDue(entry, at('2026-03-02T09:10:00Z'), 10)).toBe(true);
    expect(isNoShowDue(entry, at('2026-03-02T09:09:00Z'), 10)).toBe(false);
  });

  it('never for a patient who was not called, came in, or is finished', () => {
    const late = at('2026-03-02T12:00:00Z');
    expect(isNoShowDue({ status: 'notHere', messageSentAt: null, calledAt: null }, late, 5)).toBe(false);
    expect(isNoShowDue({ status: 'inTreatment', messageSentAt: CALL, calledAt: CALL }, late, 5)).toBe(false);
    expect(isNoShowDue({ status: 'done', messageSentAt: CALL, calledAt: CALL }, late, 5)).toBe(false);
    expect(isNoShowDue({ status: 'noShow', messageSentAt: CALL, calledAt: null }, late, 5)).toBe(false);
  });
});

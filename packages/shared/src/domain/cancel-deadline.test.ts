import { describe, expect, it } from 'vitest';
import { canChangeOnline, changeDeadline } from './cancel-deadline';

const start = new Date('2026-03-10T09:00:00Z');

describe('the cancellation deadline', () => {
  it('without a deadline lets the patient cancel until the start', () => {
    expect(changeDeadline(start, 0)).toEqual(start);
    expect(canChangeOnline(start, 0, new Date('2026-03-10T08:59:59Z'))).toBe(true);
    expect(canChangeOnline(start, 0, start)).toBe(false);
  });

  it('with 24 hours ends a day before the start', () => {
    expect(changeDeadline(start, 24)).toEqual(new Date('2026-03-09T09:00:00Z'));
    expect(canChangeOnline(start, 24, new Date('2026-03-09T08:59:00Z'))).toBe(true);
    expect(canChangeOnline(start, 24, new Date('2026-03-09T09:00:00Z'))).toBe(false);
  });
});

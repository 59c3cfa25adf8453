import { describe, expect, it } from 'vitest';
import { absenceRangeProblem, MAX_ABSENCE_DAYS } from './absence-range';

describe('the dates of an absence', () => {
  it('accepts a single day and a two-week holiday', () => {
    expect(absenceRangeProblem('2026-07-01', '2026-07-01')).toBeNull();
    expect(absenceRangeProblem('2026-07-01', '2026-07-14')).toBeNull();
  });

  it('refuses a range that ends before it starts', () => {
    expect(absenceRangeProblem('2026-07-14', '2026-07-01')).toBe('toBeforeFrom');
  });

  it(`accepts at most ${MAX_ABSENCE_DAYS} days, both ends counted`, () => {
    expect(absenceRangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(absenceRangeProblem('2026-01-01', '2027-01-02')).toBe('tooLong');
  });
});

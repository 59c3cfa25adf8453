import { describe, expect, it } from 'vitest';
import { estimateWaitRange, MEASURED_TREATMENTS_MIN, perPersonRange, upperQuartile } from './wait-range';

describe('the estimated wait as a range from measured service times', () => {
  const measured = [4, 6, 8, 8, 10, 12, 15, 20]; // median 9, upper quartile 12.75

  it('takes the median and the upper quartile of the latest treatments per person ahead', () => {
    expect(upperQuartile(measured)).toBe(12.75);
    expect(perPersonRange(measured, 10)).toEqual({ min: 9, max: 12.75 });
  });

  it('falls back to the day’s single figure while fewer treatments than the minimum are measured', () => {
    expect(perPersonRange(measured.slice(0, MEASURED_TREATMENTS_MIN - 1), 10)).toEqual({ min: 10, max: 10 });
    expect(perPersonRange([], 12)).toEqual({ min: 12, max: 12 });
  });

  it('looks at the latest 50 treatments only (the list comes newest first)', () => {
    const latest = Array<number>(50).fill(5);
    expect(perPersonRange([...latest, ...Array<number>(100).fill(60)], 10)).toEqual({ min: 5, max: 5 });
  });

  it('shows "about 10–20 min" in steps of five: down for the short end, up for the long one', () => {
    // 2 ahead × 9 = 18 → 15; 2 × 12.75 = 25.5 → 30.
    expect(estimateWaitRange(2, { min: 9, max: 12.75 })).toEqual({ min: 15, max: 30 });
    expect(estimateWaitRange(1, { min: 4, max: 4.5 })).toEqual({ min: 0, max: 5 });
    // Never a single figure when measured: 2 × 5 = 10 and 2 × 5.1 = 10.2 → 10–15.
    expect(estimateWaitRange(2, { min: 5, max: 5.1 })).toEqual({ min: 10, max: 15 });
  });

  it('keeps the fallback’s one figure, rounded up as the single estimate is', () => {
    expect(estimateWaitRange(3, { min: 7.5, max: 7.5 })).toEqual({ min: 23, max: 23 });
  });

  it('is zero for the one who is next', () => {
    expect(estimateWaitRange(0, { min: 9, max: 12.75 })).toEqual({ min: 0, max: 0 });
  });
});

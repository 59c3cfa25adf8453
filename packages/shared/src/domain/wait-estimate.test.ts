import { describe, expect, it } from 'vitest';
import { estimateWaitMinutes, medianMinutes, minutesPerPerson } from './wait-estimate';

describe('the wait estimate', () => {
  it('multiplies the people ahead by the median of today’s treatments, the default counting as two', () => {
    // 4, 8, 10, 10, 30 → 10
    expect(estimateWaitMinutes(3, minutesPerPerson([4, 30, 8], 10))).toBe(30);
    // 5, 6, 7, 8, 10, 10 → 7.5
    expect(estimateWaitMinutes(2, minutesPerPerson([5, 6, 7, 8], 10))).toBe(15);
  });

  it('does not collapse after the first quick visit of the day, and follows the day once it has a few', () => {
    expect(minutesPerPerson([0.5], 10)).toBe(10);
    expect(minutesPerPerson([0.5, 1], 10)).toBe(5.5);
    expect(minutesPerPerson([4, 4, 5, 5, 6], 10)).toBe(5);
  });

  it('uses the business’s default service time before the first treatment of the day has finished', () => {
    expect(estimateWaitMinutes(4, minutesPerPerson([], 12))).toBe(48);
  });

  it('is zero for the one who is next', () => {
    expect(estimateWaitMinutes(0, minutesPerPerson([15], 10))).toBe(0);
  });

  it('rounds up to whole minutes', () => {
    expect(estimateWaitMinutes(1, minutesPerPerson([2.2, 2.2, 2.2], 10))).toBe(3);
  });

  it('takes the middle of an odd list and the mean of the two middles of an even one', () => {
    expect(medianMinutes([9, 1, 5])).toBe(5);
    expect(medianMinutes([1, 2, 3, 10])).toBe(2.5);
    expect(medianMinutes([])).toBeUndefined();
  });
});

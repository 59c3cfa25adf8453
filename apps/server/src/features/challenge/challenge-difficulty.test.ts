import { describe, expect, it } from 'vitest';
import { challengeLevel, counterRange } from './challenge-difficulty';

describe('the difficulty of the proof-of-work', () => {
  it('asks nothing below the budget, and more from twice the budget on', () => {
    expect(challengeLevel(0, 30)).toBe(0);
    expect(challengeLevel(29, 30)).toBe(0);
    expect(challengeLevel(30, 30)).toBe(1);
    expect(challengeLevel(59, 30)).toBe(1);
    expect(challengeLevel(60, 30)).toBe(2);
    expect(challengeLevel(10_000, 30)).toBe(2);
  });

  it('never asks more of the slowest patient than the top level allows', () => {
    expect(counterRange(1).max).toBeLessThan(counterRange(2).max);
    expect(counterRange(2).max).toBeLessThanOrEqual(2500);
  });
});

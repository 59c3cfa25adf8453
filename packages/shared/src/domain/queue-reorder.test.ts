import { describe, expect, it } from 'vitest';
import { ORDER_KEYS_PER_MS } from './queue-order';
import { keyBetween } from './queue-reorder';

describe('a key between two neighbours', () => {
  it('lies strictly between keys of different instants', () => {
    const lower = 1_000 * ORDER_KEYS_PER_MS;
    const upper = 2_000 * ORDER_KEYS_PER_MS;
    const key = keyBetween(lower, upper) as number;
    expect(key).toBeGreaterThan(lower);
    expect(key).toBeLessThan(upper);
  });

  it('goes a millisecond’s keys before the first or after the last', () => {
    expect(keyBetween(null, 5_000)).toBe(5_000 - ORDER_KEYS_PER_MS);
    expect(keyBetween(5_000, null)).toBe(5_000 + ORDER_KEYS_PER_MS);
  });

  it('finds no room between adjacent keys (one millisecond’s entries): the caller makes room', () => {
    expect(keyBetween(7, 8)).toBeNull();
    expect(keyBetween(7, 9)).toBe(8);
  });
});

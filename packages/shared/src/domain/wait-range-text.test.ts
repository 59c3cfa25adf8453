import { describe, expect, it } from 'vitest';
import { waitText } from './wait-range-text';

describe('the sentence that tells a patient the wait', () => {
  it('is a range when measured, "up to" when the short end is zero, one figure otherwise', () => {
    expect(waitText({ min: 10, max: 20 })).toEqual({ key: 'waitRange', values: { min: 10, max: 20 } });
    expect(waitText({ min: 0, max: 5 })).toEqual({ key: 'waitUpTo', values: { max: 5 } });
    expect(waitText({ min: 12, max: 12 })).toEqual({ key: 'wait', values: { count: 12 } });
  });

  it('is nothing for the one who is next', () => {
    expect(waitText({ min: 0, max: 0 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parsePartySize } from './party-size-field';

describe('the persons of a reservation added in the calendar', () => {
  it('is left out when the field is empty', () => {
    expect(parsePartySize('')).toBeUndefined();
    expect(parsePartySize('  ')).toBeUndefined();
  });

  it('reads a whole number from 1 to 99', () => {
    expect(parsePartySize('1')).toBe(1);
    expect(parsePartySize(' 5 ')).toBe(5);
    expect(parsePartySize('99')).toBe(99);
    expect(parsePartySize('007')).toBe(7);
  });

  it('refuses zero, more than 99, fractions, signs and text', () => {
    for (const value of ['0', '100', '500', '2.5', '-3', '+4', '1e1', 'vier']) {
      expect(parsePartySize(value)).toBeNull();
    }
  });
});

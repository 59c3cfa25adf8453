import { describe, expect, it } from 'vitest';
import { isOtherPersonsInvalid, isTooLarge, parsePersons, personButtons } from './party-size-choice';

describe('the number of persons of a restaurant reservation', () => {
  it('reads a whole number from 1 to 99 from the address', () => {
    expect(parsePersons('4')).toBe(4);
    expect(parsePersons('99')).toBe(99);
  });

  it('ignores a missing, zero, too large or malformed number', () => {
    for (const value of [null, '', '0', '100', 'abc', '2.5', '-3']) expect(parsePersons(value)).toBeNull();
  });

  it('flags a typed number outside 1 to 99 or not whole, not an empty field', () => {
    for (const value of ['0', '100', '500', '2.5', '-3', '1e3', ' 0 '])
      expect(isOtherPersonsInvalid(value)).toBe(true);
    for (const value of ['', ' ', '1', '12', '99', '05']) expect(isOtherPersonsInvalid(value)).toBe(false);
  });

  it('offers buttons for 1 to 8 persons, fewer when the largest table seats fewer', () => {
    expect(personButtons(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(personButtons(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(personButtons(4)).toEqual([1, 2, 3, 4]);
  });

  it('sends a party above the largest table to the phone', () => {
    expect(isTooLarge(7, 6)).toBe(true);
    expect(isTooLarge(6, 6)).toBe(false);
    expect(isTooLarge(40, null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parsePartySizeText } from './party-size-text';

describe('an optional persons field as typed', () => {
  it('leaves an empty field out', () => {
    expect(parsePartySizeText('')).toBeUndefined();
    expect(parsePartySizeText('  ')).toBeUndefined();
  });

  it('takes a whole number from 1 to 99', () => {
    expect(parsePartySizeText('1')).toBe(1);
    expect(parsePartySizeText(' 4 ')).toBe(4);
    expect(parsePartySizeText('99')).toBe(99);
    expect(parsePartySizeText('007')).toBe(7);
  });

  it('refuses 0, 100, fractions, signs and letters', () => {
    for (const text of ['0', '100', '2.5', '2,5', '-3', '+3', 'vier', '1e1']) {
      expect(parsePartySizeText(text), text).toBeNull();
    }
  });
});

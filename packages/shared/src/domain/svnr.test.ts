import { describe, expect, it } from 'vitest';
import { isValidSvnr, normalizeSvnr } from './svnr';

describe('the Austrian social insurance number', () => {
  it('accepts a number whose fourth digit is the weighted sum modulo 11', () => {
    // 1 2 3 x 0 1 0 1 8 0: 3+14+27+0+0+8+0+2+8+0 = 62, 62 mod 11 = 7.
    expect(isValidSvnr('1237010180')).toBe(true);
    expect(isValidSvnr('1237 010180')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and letters', () => {
    expect(isValidSvnr('1236010180')).toBe(false);
    expect(isValidSvnr('123701018')).toBe(false);
    expect(isValidSvnr('12370101800')).toBe(false);
    expect(isValidSvnr('12a7010180')).toBe(false);
  });

  it('refuses numbers whose remainder is 10, which are never issued', () => {
    // 0 0 0 x 2 0 0 0 0 0: 2 × 5 = 10, remainder 10: no fourth digit can match.
    for (let digit = 0; digit <= 9; digit++) expect(isValidSvnr(`000${digit}200000`)).toBe(false);
  });

  it('stores the digits without spaces', () => {
    expect(normalizeSvnr(' 1237 010180 ')).toBe('1237010180');
  });
});

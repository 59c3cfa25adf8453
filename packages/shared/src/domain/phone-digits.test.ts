import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone-digits';

describe('the digits of a phone number', () => {
  it('ignores spaces, slashes and brackets, and reads a leading + as 00', () => {
    expect(phoneDigits(' 0664 123 45 67 ')).toBe('06641234567');
    expect(phoneDigits('0664/1234567')).toBe('06641234567');
    expect(phoneDigits('+43 (664) 123-4567')).toBe('00436641234567');
  });
});

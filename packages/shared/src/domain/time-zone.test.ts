import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zone';

describe('time zone names', () => {
  it('accepts IANA names and UTC', () => {
    expect(isTimeZone('Europe/Vienna')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
  });

  it('refuses made-up names, offsets and anything that is not a zone', () => {
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('+02:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Vienna; DROP TABLE')).toBe(false);
  });
});

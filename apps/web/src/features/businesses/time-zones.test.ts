import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONES, supportedTimeZones, timeZoneOptions, utcOffsetLabel } from './time-zones';

describe('time zones of a business', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it("uses the browser's list of zones, or a short list when it has none", () => {
    expect(supportedTimeZones({ supportedValuesOf: () => ['Europe/Vienna', 'UTC'] })).toEqual([
      'Europe/Vienna',
      'UTC',
    ]);
    expect(supportedTimeZones({} as Pick<typeof Intl, 'supportedValuesOf'>)).toEqual([
      ...FALLBACK_TIME_ZONES,
    ]);
    const throwing = {
      supportedValuesOf: () => {
        throw new RangeError('Invalid key');
      },
    };
    expect(supportedTimeZones(throwing)).toContain('Europe/Vienna');
  });

  it('shows the offset in effect at the given moment', () => {
    expect(utcOffsetLabel('Europe/Vienna', winter)).toBe('GMT+1');
    expect(utcOffsetLabel('Europe/Vienna', summer)).toBe('GMT+2');
    expect(utcOffsetLabel('Asia/Kolkata', winter)).toBe('GMT+5:30');
    expect(utcOffsetLabel('UTC', winter)).toBe('GMT');
  });

  it('lists every zone once, sorted and readable, with the default and the saved value', () => {
    const options = timeZoneOptions(
      ['Europe/Paris', 'America/New_York', 'Europe/Paris'],
      'Asia/Tokyo',
      winter,
    );
    expect(options.map((option) => option.value)).toEqual([
      'America/New_York',
      'Asia/Tokyo',
      'Europe/Paris',
      'Europe/Vienna',
    ]);
    expect(options[0]).toEqual({ value: 'America/New_York', label: 'America/New York (GMT-5)' });
  });

  it('has only real zones in the short list', () => {
    for (const zone of FALLBACK_TIME_ZONES)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});

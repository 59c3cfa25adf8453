import { DEFAULT_TIME_ZONE } from '@qtify/shared/domain/time-zone';

/** For browsers without `Intl.supportedValuesOf` (Safari before 15.4): the zones most asked for. */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  'Africa/Cairo',
  'Africa/Johannesburg',
  'America/Argentina/Buenos_Aires',
  'America/Bogota',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Atlantic/Canary',
  'Australia/Sydney',
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Brussels',
  'Europe/Istanbul',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Vienna',
  'Europe/Warsaw',
  'Europe/Zurich',
  'Pacific/Auckland',
  'UTC',
];

/** The IANA zones this browser knows, or the short list when it cannot tell. */
export function supportedTimeZones(intl: Pick<typeof Intl, 'supportedValuesOf'> = Intl): string[] {
  try {
    const zones = intl.supportedValuesOf?.('timeZone');
    if (zones && zones.length > 0) return zones;
  } catch {
    // Older engines throw for the key: use the list below.
  }
  return [...FALLBACK_TIME_ZONES];
}

/** The zone's offset from UTC at `now` as the browser writes it ("GMT+1", "GMT+5:30", "GMT"). */
export function utcOffsetLabel(timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
      now,
    );
    const label = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    // Engines differ for UTC itself ("GMT" in browsers, "GMT+0" in some Node builds).
    return label.replace(/^GMT[+-]0$/, 'GMT');
  } catch {
    return 'GMT';
  }
}

export interface TimeZoneOption {
  value: string;
  label: string;
}

/**
 * The choices of the time-zone select: every zone once, sorted, with its current offset
 * ("Europe/Vienna (GMT+1)"), always including the default and the value already saved.
 */
export function timeZoneOptions(zones: readonly string[], current: string, now: Date): TimeZoneOption[] {
  const all = [...new Set([...zones, DEFAULT_TIME_ZONE, current].filter(Boolean))].sort();
  return all.map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${utcOffsetLabel(zone, now)})`,
  }));
}

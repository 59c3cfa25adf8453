import { addDays, zonedInstant } from './zoned-time';

export interface LocalDay {
  /** Its first instant. */
  from: Date;
  /** The first instant of the next day (exclusive end; 23 or 25 hours away on DST change days). */
  to: Date;
}

/**
 * A business's calendar day (YYYY-MM-DD, e.g. today: `localDateOf(now, timeZone)`) as the range of
 * instants it spans in its time zone.
 */
export function localDay(date: string, timeZone: string): LocalDay {
  return {
    from: new Date(zonedInstant(date, 0, timeZone)),
    to: new Date(zonedInstant(addDays(date, 1), 0, timeZone)),
  };
}

/**
 * Seconds to wait from a `Retry-After` header, which is either a number of seconds or an HTTP date
 * (RFC 9110 §10.2.3). Null when absent or unreadable, so the message can leave the time out.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date always names a weekday and month; Date.parse would read '-5' as a year.
  if (!/[a-z]/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

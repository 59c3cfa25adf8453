import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('reads a number of seconds', () => {
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, never negative', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('gives up on a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});

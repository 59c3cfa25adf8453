/**
 * Counts attempts per key (an e-mail, an IP address) in a sliding window. Async so that a Redis
 * implementation with the same interface can replace the in-memory one when several instances
 * run behind a load balancer (each instance would otherwise count on its own).
 */
export interface AttemptLimiter {
  /** Seconds until `key` may try again; 0 when it may try now. */
  retryAfter(key: string, now: Date): Promise<number>;
  record(key: string, now: Date): Promise<void>;
  /**
   * Records an attempt unless `key` is over its limit, in one step (so that requests arriving
   * together cannot all pass the check before any is counted); answers retryAfter's seconds, 0
   * when the attempt was recorded.
   */
  consume(key: string, now: Date): Promise<number>;
}

export interface LimiterOptions {
  max: number;
  windowMs: number;
  /** Keys kept at most; beyond it the oldest are forgotten, so a flood of keys cannot exhaust memory. */
  maxKeys?: number;
}

/** The in-memory limiter of a single instance: per key, the times of its attempts in the window. */
export function memoryAttemptLimiter({ max, windowMs, maxKeys = 100_000 }: LimiterOptions): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const times = (attempts.get(key) ?? []).filter((time) => time > now - windowMs);
    if (times.length === 0) attempts.delete(key);
    else attempts.set(key, times);
    return times;
  };
  const retryAfter = (key: string, now: Date) => {
    const times = recent(key, now.getTime());
    if (times.length < max) return 0;
    // The attempt whose expiry brings the count below `max` again.
    const freeing = times[times.length - max] as number;
    return Math.max(1, Math.ceil((freeing + windowMs - now.getTime()) / 1000));
  };
  const record = (key: string, now: Date) => {
    const times = recent(key, now.getTime());
    attempts.delete(key); // re-insert: Map order is then "least recently used first"
    attempts.set(key, [...times, now.getTime()]);
    for (const oldest of attempts.keys()) {
      if (attempts.size <= maxKeys) break;
      attempts.delete(oldest);
    }
  };
  return {
    retryAfter: async (key, now) => retryAfter(key, now),
    record: async (key, now) => record(key, now),
    consume: async (key, now) => {
      const wait = retryAfter(key, now);
      if (wait === 0) record(key, now);
      return wait;
    },
  };
}

/**
 * How hard the proof-of-work is. ALTCHA v2 in deterministic mode: the server picks a secret counter
 * and the browser derives PBKDF2/SHA-256 keys (COST iterations each) for 0, 1, 2 … until it finds
 * the one whose key starts like the counter's. The work is the counter, so its range is the
 * difficulty, and nothing about it is luck: the slowest patient does at most `max` derivations.
 *
 * Measured in Chromium with the web app's own worker (`node bench/challenge-solve.mjs`, real
 * challenges, on this 2-core machine while other work ran, load average 8): level 1 median 124 ms,
 * max 166 ms at full speed; with 4× CPU throttling (the stand-in for a mid-range phone) median
 * 241 ms, max 662 ms. Level 2 (a place twice over its budget): 278 / 327 ms, throttled 525 / 672 ms.
 * So a patient waits well under the 1 s, while a script pays the same native PBKDF2 for
 * every single request it sends (node:crypto takes about 0.36 ms per derivation here).
 */

/** The derivation the browser repeats; WebCrypto and node:crypto both run it natively. */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

/** PBKDF2 iterations per attempt: big enough that the browser's per-call overhead does not dominate. */
export const CHALLENGE_COST = 1000;

/** A challenge is good for this long after it was issued: long enough for a slow phone and a retry. */
export const CHALLENGE_TTL_MINUTES = 5;

/** The range the secret counter is drawn from, per level. */
const COUNTERS: Record<1 | 2, { min: number; max: number }> = {
  1: { min: 500, max: 1250 },
  2: { min: 1000, max: 2500 },
};

/**
 * The level of a place with `count` public writes of one kind in the budget's window: 0 below the
 * budget (no challenge), 1 over it, 2 from twice the budget on.
 */
export function challengeLevel(count: number, budgetMax: number): 0 | 1 | 2 {
  if (count < budgetMax) return 0;
  return count < 2 * budgetMax ? 1 : 2;
}

/** The counter range of a level above 0. */
export function counterRange(level: 1 | 2): { min: number; max: number } {
  return COUNTERS[level];
}

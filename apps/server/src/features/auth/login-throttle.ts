import {
  type Budget,
  FAILED_LOGIN_DELAY,
  FAILED_LOGINS_PER_ADDRESS,
  type LoginDelayPolicy,
} from '@qtify/shared/domain/abuse-limits';
import { failedLoginDelaySeconds } from '@qtify/shared/domain/failed-login-delay';

/**
 * What stands between a password guesser and an account (issue 16): the guessing address is
 * locked, the account only slowed, so whoever knows an e-mail address cannot lock its owner out.
 * Async so that a shared (Redis) implementation can replace this in-memory one of one instance.
 */
export interface LoginThrottle {
  /**
   * Seconds `address` must wait before trying a password of `account` (0: it may, and this
   * attempt counts as a failure until `succeeded` says otherwise, so that attempts sent together
   * cannot all slip through before the first failure is known).
   */
  admit(account: string, address: string, now: Date): Promise<number>;
  /** The attempt admitted at `now` was right: it does not count, the streak ends, the address is known. */
  succeeded(account: string, address: string, now: Date): Promise<void>;
}

export interface LoginThrottleOptions {
  /** The hard lock of an address, whatever the accounts it tries. */
  perAddress?: Budget;
  /** The progressive delay of an account. */
  delay?: LoginDelayPolicy;
  /** Addresses remembered per account as its owner's (a practice, a home, a phone network). */
  knownAddresses?: number;
  /** Entries kept per map at most; beyond it the oldest are forgotten (a flood of keys cannot exhaust memory). */
  maxKeys?: number;
}

interface Streak {
  failures: number;
  lastMs: number;
}

/** Re-inserts `key` (a Map keeps insertion order: least recently used first) and trims the map. */
function touch<V>(map: Map<string, V>, key: string, value: V, maxKeys: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= maxKeys) break;
    map.delete(oldest);
  }
}

/**
 * The in-memory throttle. Per address: at most `perAddress.max` failures in the window, then 429
 * for any account. Per account: a streak of failures from anywhere delays the next attempt
 * (1 s, 2 s, 4 s … at most a minute), never locks it. An address the account has signed in from
 * before is delayed only by its own failures, so its owner gets in at once even while others
 * hammer the account; from a new address the owner waits at most the capped delay.
 */
export function memoryLoginThrottle({
  perAddress = FAILED_LOGINS_PER_ADDRESS,
  delay = FAILED_LOGIN_DELAY,
  knownAddresses = 5,
  maxKeys = 100_000,
}: LoginThrottleOptions = {}): LoginThrottle {
  const windowMs = perAddress.windowMinutes * 60_000;
  const forgetMs = delay.forgetAfterMinutes * 60_000;
  const addressFailures = new Map<string, number[]>();
  const streaks = new Map<string, Streak>();
  const known = new Map<string, string[]>();

  const recentFailures = (address: string, nowMs: number) =>
    (addressFailures.get(address) ?? []).filter((time) => time > nowMs - windowMs);

  const addressWait = (address: string, nowMs: number) => {
    const times = recentFailures(address, nowMs);
    if (times.length < perAddress.max) return 0;
    const freeing = times[times.length - perAddress.max] as number;
    return Math.ceil((freeing + windowMs - nowMs) / 1000);
  };

  const streakWait = (key: string, nowMs: number) => {
    const streak = streaks.get(key);
    if (!streak || nowMs - streak.lastMs > forgetMs) return 0;
    const until = streak.lastMs + failedLoginDelaySeconds(streak.failures, delay) * 1000;
    return Math.max(0, Math.ceil((until - nowMs) / 1000));
  };

  const fail = (key: string, nowMs: number) => {
    const streak = streaks.get(key);
    const failures = streak && nowMs - streak.lastMs <= forgetMs ? streak.failures : 0;
    touch(streaks, key, { failures: failures + 1, lastMs: nowMs }, maxKeys);
  };

  const pairKey = (account: string, address: string) => `${account}\n${address}`;

  return {
    admit: async (account, address, now) => {
      const nowMs = now.getTime();
      const isKnown = known.get(account)?.includes(address) ?? false;
      const wait = Math.max(
        addressWait(address, nowMs),
        streakWait(pairKey(account, address), nowMs),
        isKnown ? 0 : streakWait(account, nowMs),
      );
      if (wait > 0) return wait;
      touch(addressFailures, address, [...recentFailures(address, nowMs), nowMs], maxKeys);
      fail(account, nowMs);
      fail(pairKey(account, address), nowMs);
      return 0;
    },
    succeeded: async (account, address, now) => {
      const times = addressFailures.get(address) ?? [];
      const index = times.lastIndexOf(now.getTime());
      if (index >= 0) times.splice(index, 1);
      streaks.delete(account);
      streaks.delete(pairKey(account, address));
      const addresses = (known.get(account) ?? []).filter((candidate) => candidate !== address);
      touch(known, account, [address, ...addresses].slice(0, knownAddresses), maxKeys);
    },
  };
}

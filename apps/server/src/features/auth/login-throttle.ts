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
   * Seconds `address` must wait before trying a password of `account` (0: it may now, and must
   * `settle` the attempt). Attempts still being checked count too, so a burst sent at once
   * cannot slip past the limits before the first failure is known; such a burst hears "retry in
   * 1 second".
   */
  admit(account: string, address: string, now: Date): Promise<number>;
  /** How an admitted attempt ended: a failure counts, a success ends the streak and makes the address known. */
  settle(account: string, address: string, now: Date, outcome: LoginOutcome): Promise<void>;
}

/** `aborted`: the check itself failed (e.g. the database), which says nothing about the password. */
export type LoginOutcome = 'success' | 'failure' | 'aborted';

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
  // Admitted attempts not settled yet, per address, account and account+address.
  const inFlight = new Map<string, number>();
  const flying = (key: string) => inFlight.get(key) ?? 0;
  const fly = (key: string, change: number) => {
    const count = flying(key) + change;
    if (count > 0) inFlight.set(key, count);
    else inFlight.delete(key);
  };

  const recentFailures = (address: string, nowMs: number) =>
    (addressFailures.get(address) ?? []).filter((time) => time > nowMs - windowMs);

  const addressWait = (address: string, nowMs: number) => {
    const times = recentFailures(address, nowMs);
    if (times.length >= perAddress.max) {
      const freeing = times[times.length - perAddress.max] as number;
      return Math.ceil((freeing + windowMs - nowMs) / 1000);
    }
    return times.length + flying(`address\n${address}`) >= perAddress.max ? 1 : 0;
  };

  const streakOf = (key: string, nowMs: number) => {
    const streak = streaks.get(key);
    return streak && nowMs - streak.lastMs <= forgetMs ? streak : undefined;
  };

  const streakWait = (key: string, nowMs: number) => {
    const streak = streakOf(key, nowMs);
    const failures = streak?.failures ?? 0;
    if (streak) {
      const until = streak.lastMs + failedLoginDelaySeconds(failures, delay) * 1000;
      if (until > nowMs) return Math.ceil((until - nowMs) / 1000);
    }
    // Were the attempts being checked all wrong, the next would have to wait: let them finish first.
    const pending = flying(key);
    return pending > 0 && failedLoginDelaySeconds(failures + pending, delay) > 0 ? 1 : 0;
  };

  const fail = (key: string, nowMs: number) => {
    const failures = streakOf(key, nowMs)?.failures ?? 0;
    touch(streaks, key, { failures: failures + 1, lastMs: nowMs }, maxKeys);
  };

  const pairKey = (account: string, address: string) => `${account}\n${address}`;
  const keys = (account: string, address: string) => [
    `address\n${address}`,
    account,
    pairKey(account, address),
  ];

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
      for (const key of keys(account, address)) fly(key, 1);
      return 0;
    },
    settle: async (account, address, now, outcome) => {
      for (const key of keys(account, address)) fly(key, -1);
      const nowMs = now.getTime();
      if (outcome === 'failure') {
        touch(addressFailures, address, [...recentFailures(address, nowMs), nowMs], maxKeys);
        fail(account, nowMs);
        fail(pairKey(account, address), nowMs);
      } else if (outcome === 'success') {
        streaks.delete(account);
        streaks.delete(pairKey(account, address));
        const addresses = (known.get(account) ?? []).filter((candidate) => candidate !== address);
        touch(known, account, [address, ...addresses].slice(0, knownAddresses), maxKeys);
      }
    },
  };
}

import { type QueueStatus, WAITING_STATUSES } from './queue-status';

export interface CurrentWaits {
  /** People holding a place in the queue right now. */
  waiting: number;
  /** Their mean wait since joining, in whole minutes; null when nobody waits. */
  averageMinutes: number | null;
  /** The longest of those waits, in whole minutes; null when nobody waits. */
  longestMinutes: number | null;
}

/**
 * How long the people in the queue have waited so far (the start page's "queue now"): counted from
 * joining to `now`, for entries that still hold a place (not in treatment, not done). A clock a
 * little ahead of the server never yields a negative wait.
 */
export function currentWaits(
  entries: readonly { status: QueueStatus; createdAt: string }[],
  now: number,
): CurrentWaits {
  const waits = entries
    .filter((entry) => WAITING_STATUSES.includes(entry.status))
    .map((entry) => Math.max(0, now - Date.parse(entry.createdAt)))
    .filter((wait) => Number.isFinite(wait));
  if (waits.length === 0) return { waiting: 0, averageMinutes: null, longestMinutes: null };
  const minutes = (ms: number) => Math.floor(ms / 60_000);
  const total = waits.reduce((sum, wait) => sum + wait, 0);
  return {
    waiting: waits.length,
    averageMinutes: minutes(total / waits.length),
    longestMinutes: minutes(Math.max(...waits)),
  };
}

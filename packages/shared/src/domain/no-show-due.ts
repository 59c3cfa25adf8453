import type { QueueStatus } from './queue-status';

/** What the rule needs of an entry; `called` is the workflows' status, `calledAt` its time. */
export interface CalledEntry {
  status: QueueStatus | 'called';
  /** Staff "notify now" (the call before workflows). */
  messageSentAt: Date | null;
  calledAt: Date | null;
}

/** Grace minutes a business may set (default 5). */
export const NO_SHOW_GRACE_DEFAULT = 5;
export const NO_SHOW_GRACE_MIN = 1;
export const NO_SHOW_GRACE_MAX = 120;

/**
 * When a called patient who has not come counts as a no-show, or null when they are not called:
 * status `called` from `calledAt`; before workflows, "called" is staff's notification
 * (`messageSentAt`) while the patient still waits (notHere or checkIn).
 */
export function noShowDueAt(entry: CalledEntry, graceMinutes: number): Date | null {
  const calledAt =
    entry.status === 'called'
      ? entry.calledAt
      : entry.status === 'notHere' || entry.status === 'checkIn'
        ? entry.messageSentAt
        : null;
  return calledAt ? new Date(calledAt.getTime() + graceMinutes * 60_000) : null;
}

/** Whether the grace time of a called patient has run out at `now`. */
export function isNoShowDue(entry: CalledEntry, now: Date, graceMinutes: number): boolean {
  const due = noShowDueAt(entry, graceMinutes);
  return due !== null && due.getTime() <= now.getTime();
}

/**
 * The states of a waiting-room entry (API.md "Waiting room"): registered but not yet confirmed
 * on site, checked in, in treatment, done; or a no-show (called and did not come: out of the line,
 * can be put back). `done` and `noShow` carry how it ended.
 */
export const QUEUE_STATUSES = ['notHere', 'checkIn', 'inTreatment', 'done', 'noShow'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** How a `done` entry ended: treated (served), cancelled (the patient left) or no-show. */
export const QUEUE_OUTCOMES = ['treated', 'cancelled', 'noShow'] as const;
export type QueueOutcome = (typeof QUEUE_OUTCOMES)[number];

/** Statuses that hold a place in the queue (the people "before you"). */
export const WAITING_STATUSES: readonly QueueStatus[] = ['notHere', 'checkIn'];

/** Statuses that left the queue (finished or no-show): not open, not in the waiting view. */
export const CLOSED_STATUSES: readonly QueueStatus[] = ['done', 'noShow'];

export function isClosedStatus(status: QueueStatus): boolean {
  return CLOSED_STATUSES.includes(status);
}

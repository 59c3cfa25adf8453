import type { QueueStatus } from './queue-status';

/**
 * The status changes staff may make (API.md PATCH …/queue/:entryId; anything else is 422
 * INVALID_TRANSITION):
 *
 *   notHere ⇄ checkIn → inTreatment → done
 *   inTreatment → checkIn   (called by mistake: back to the waiting place)
 *   notHere | checkIn → done (as cancelled or no-show; or treated without the in-treatment step)
 *   notHere | checkIn → noShow → checkIn | notHere   (called and did not come; put back)
 *
 * `done` is final; a patient who comes back registers again.
 */
const ALLOWED: Record<QueueStatus, readonly QueueStatus[]> = {
  notHere: ['checkIn', 'inTreatment', 'done', 'noShow'],
  checkIn: ['notHere', 'inTreatment', 'done', 'noShow'],
  inTreatment: ['checkIn', 'done'],
  done: [],
  noShow: ['checkIn', 'notHere'],
};

export function canChangeStatus(from: QueueStatus, to: QueueStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** The statuses an entry in `from` can move to, for the buttons staff see. */
export function nextStatuses(from: QueueStatus): readonly QueueStatus[] {
  return ALLOWED[from];
}

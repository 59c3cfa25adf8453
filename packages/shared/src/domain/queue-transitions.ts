import type { QueueStatus } from './queue-status';

/**
 * The status changes staff may make (API.md PATCH …/queue/:entryId; anything else is 422
 * INVALID_TRANSITION):
 *
 *   notHere ⇄ checkIn → inTreatment → done
 *   notHere | checkIn → called → inTreatment   (a station calls the patient, who then arrives)
 *   called | inTreatment → checkIn   (put back: called by mistake, back to the waiting place)
 *   notHere | checkIn | called → done (as cancelled or no-show; or treated without the in-treatment step)
 *   notHere | checkIn | called → noShow → checkIn | notHere   (called and did not come; put back)
 *
 * Moving on to the next stage of a workflow is its own use case (advance), not a status change.
 *
 * `done` is final; a patient who comes back registers again.
 */
const ALLOWED: Record<QueueStatus, readonly QueueStatus[]> = {
  notHere: ['checkIn', 'called', 'inTreatment', 'done', 'noShow'],
  checkIn: ['notHere', 'called', 'inTreatment', 'done', 'noShow'],
  called: ['checkIn', 'inTreatment', 'done', 'noShow'],
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

import type { PatientEntry } from '../../lib/queries/patient-entry';

/** What the room shows as its main message. */
export type RoomState = 'waiting' | 'next' | 'called' | 'inTreatment' | 'noShow' | 'done' | 'left';

/**
 * The patient's situation from their entry: still waiting (with people ahead), next, called in,
 * being served, or finished: served (`done`) or taken off the list (`left`: cancelled or no-show).
 * "Notify now" without words of its own calls the patient in, whoever is ahead: staff decide the
 * order, so the room says it is their turn instead of counting the others. Staff words may say
 * anything ("we are running late"), so they leave the count alone.
 */
export function roomState(
  entry: Pick<PatientEntry, 'status' | 'outcome' | 'isNext' | 'ahead' | 'messageSent' | 'message'>,
): RoomState {
  if (entry.status === 'inTreatment') return 'inTreatment';
  // Called and not come: out of the line, but staff can put them back (the room stays live).
  if (entry.status === 'noShow') return 'noShow';
  if (entry.status === 'done')
    return entry.outcome === 'cancelled' || entry.outcome === 'noShow' ? 'left' : 'done';
  if (entry.messageSent && !entry.message) return 'called';
  return entry.isNext || entry.ahead <= 0 ? 'next' : 'waiting';
}

/** Whether the place still waits: only then can the patient step out and back. */
export function isWaiting(state: RoomState): boolean {
  return state === 'waiting' || state === 'next' || state === 'called';
}

/** The place is over: the stored token can go, and a new registration is offered. */
export function isFinished(state: RoomState): state is 'done' | 'left' {
  return state === 'done' || state === 'left';
}

import type { PatientEntry } from './patient-queue-api';

/** What the room shows as its main message. */
export type RoomState = 'waiting' | 'next' | 'inTreatment' | 'done' | 'left';

/**
 * The patient's situation from their entry: still waiting (with people ahead), next, being served,
 * or finished: served (`done`) or taken off the list (`left`: cancelled or no-show).
 */
export function roomState(entry: Pick<PatientEntry, 'status' | 'outcome' | 'isNext' | 'ahead'>): RoomState {
  if (entry.status === 'inTreatment') return 'inTreatment';
  if (entry.status === 'done')
    return entry.outcome === 'cancelled' || entry.outcome === 'noShow' ? 'left' : 'done';
  return entry.isNext || entry.ahead <= 0 ? 'next' : 'waiting';
}

/** Whether the place still waits: only then can the patient step out and back. */
export function isWaiting(state: RoomState): boolean {
  return state === 'waiting' || state === 'next';
}

/** The place is over: the stored token can go, and a new registration is offered. */
export function isFinished(state: RoomState): state is 'done' | 'left' {
  return state === 'done' || state === 'left';
}

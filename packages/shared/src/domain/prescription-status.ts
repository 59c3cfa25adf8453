import type { Action } from './team-policy';

// Repeat prescriptions (issue 23): a request's life and who may move it.

export const PRESCRIPTION_STATUSES = ['new', 'inProgress', 'ready', 'declined', 'collected'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/** What staff may set (a request starts as `new`). */
export const PRESCRIPTION_TARGETS = ['inProgress', 'ready', 'declined', 'collected'] as const;
export type PrescriptionTarget = (typeof PRESCRIPTION_TARGETS)[number];

export const PICKUP_CHOICES = ['ecard', 'desk', 'pharmacy'] as const;
export type PickupChoice = (typeof PICKUP_CHOICES)[number];

/**
 * The allowed moves: a doctor approves (in progress) or declines a new request; once approved it is
 * made ready (or declined after all), then collected. Declined and collected are final.
 */
const NEXT: Record<PrescriptionStatus, readonly PrescriptionTarget[]> = {
  new: ['inProgress', 'declined'],
  inProgress: ['ready', 'declined'],
  ready: ['collected'],
  declined: [],
  collected: [],
};

export function canMovePrescription(from: PrescriptionStatus, to: PrescriptionTarget): boolean {
  return NEXT[from].includes(to);
}

/** Still open for the practice (counts as waiting in the inbox). */
export function isOpenPrescription(status: PrescriptionStatus): boolean {
  return status === 'new' || status === 'inProgress' || status === 'ready';
}

/**
 * The team-policy action a move needs: approving and declining is a medical decision
 * (`prescriptions.prescribe`); making it ready and handing it out is the desk's work as well
 * (`prescriptions.handle`).
 */
export function actionForPrescriptionMove(to: PrescriptionTarget): Action {
  return to === 'inProgress' || to === 'declined' ? 'prescriptions.prescribe' : 'prescriptions.handle';
}

/** Limits of a request and of a patient's list, shared by the forms and the server. */
export const PRESCRIPTION_LIMITS = {
  /** Long-term medications on one record. */
  medications: 30,
  nameLength: 120,
  doseLength: 120,
  noteLength: 300,
  /** Free text of a request, where the practice allows it. */
  requestNoteLength: 500,
  declineReasonLength: 300,
} as const;

/** Requests one patient may send per day, unless the practice sets another number. */
export const PRESCRIPTION_DAILY_LIMIT_DEFAULT = 2;
export const PRESCRIPTION_DAILY_LIMIT_MAX = 10;
/** Working days of lead time a practice may set. */
export const PRESCRIPTION_LEAD_DAYS_MAX = 10;

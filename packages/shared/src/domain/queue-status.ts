/**
 * The states of a waiting-room entry (API.md "Waiting room"): registered but not yet confirmed
 * on site, checked in, called to a station (told which room), in treatment, done. `done` carries
 * how it ended. A workflow of several stages runs the same states at each stage.
 */
export const QUEUE_STATUSES = ['notHere', 'checkIn', 'called', 'inTreatment', 'done'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** How a `done` entry ended: treated (served), cancelled (the patient left) or no-show. */
export const QUEUE_OUTCOMES = ['treated', 'cancelled', 'noShow'] as const;
export type QueueOutcome = (typeof QUEUE_OUTCOMES)[number];

/** Statuses that hold a place in the queue (the people "before you"). */
export const WAITING_STATUSES: readonly QueueStatus[] = ['notHere', 'checkIn'];

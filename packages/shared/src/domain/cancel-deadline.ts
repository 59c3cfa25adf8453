/**
 * How long before its start a patient may still cancel or move a booking online
 * (`bookingRules.cancelDeadlineHours`); after that they call the business. 0: until the start.
 */
export const DEFAULT_CANCEL_DEADLINE_HOURS = 0;
/** Up to two weeks: a longer notice is a policy for the phone, not a booking page. */
export const CANCEL_DEADLINE_HOURS_MAX = 336;

/** The last moment the patient may cancel or move the booking online. */
export function changeDeadline(start: Date, cancelDeadlineHours: number): Date {
  return new Date(start.getTime() - cancelDeadlineHours * 3_600_000);
}

/** Whether the patient may still cancel or move it online at `now`. */
export function canChangeOnline(start: Date, cancelDeadlineHours: number, now: Date): boolean {
  return now.getTime() < changeDeadline(start, cancelDeadlineHours).getTime();
}

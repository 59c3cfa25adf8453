import { localDateOf } from './zoned-time';

/** A patient may check in to their appointment from this many minutes before its start (issue 21). */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 60;

/** Where `now` stands against a patient's check-in window: before it opens, inside it, or after the end. */
export type CheckInState = 'early' | 'open' | 'over';

export interface CheckInWindow {
  state: CheckInState;
  /** The instant the window opens (the start less the lead time); it closes at the appointment's end. */
  opensAt: Date;
  closesAt: Date;
}

/**
 * The patient's own check-in (manage link): from CHECK_IN_OPENS_MINUTES_BEFORE before the start
 * until the end. Instants, not wall clocks: a window across a change of the clock is as long as any.
 */
export function patientCheckInWindow(appointment: { start: Date; end: Date }, now: Date): CheckInWindow {
  const opensAt = new Date(appointment.start.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000);
  const closesAt = appointment.end;
  const at = now.getTime();
  const state: CheckInState = at < opensAt.getTime() ? 'early' : at < closesAt.getTime() ? 'open' : 'over';
  return { state, opensAt, closesAt };
}

/**
 * Staff may check an appointment in at any time of its day, on the business's clock (a patient who
 * arrives very early or late is the desk's call), never on another day.
 */
export function staffMayCheckIn(start: Date, now: Date, timeZone: string): boolean {
  return localDateOf(start.getTime(), timeZone) === localDateOf(now.getTime(), timeZone);
}

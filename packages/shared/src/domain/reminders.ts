/**
 * Appointment reminders by e-mail (issue 18, "Patients kept informed"): what a business may set
 * and which reminder is due. The server sends them, the business settings screen offers them.
 */

/** Default for every business: on, a day and two hours before. */
export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 2];

/** One hour up to a week before; at most three reminders per appointment (more is nagging). */
export const REMINDER_HOURS_MIN = 1;
export const REMINDER_HOURS_MAX = 168;
export const MAX_REMINDERS = 3;

/** The offsets the settings screen offers (the API takes any whole hour in range). */
export const REMINDER_HOUR_CHOICES: readonly number[] = [1, 2, 3, 6, 12, 24, 48, 72];

/** The offsets as stored: each once, the earliest reminder first. */
export function normalizeReminderHours(hours: readonly number[]): number[] {
  return [...new Set(hours)].sort((a, b) => b - a);
}

export interface ReminderCandidate {
  /** The appointment's start. */
  start: Date;
  /** When it got that start (booked or last moved): a reminder due before then is not sent. */
  scheduledAt: Date;
  /** The business's offsets in hours. */
  hoursBefore: readonly number[];
  /** Offsets already sent for this start. */
  sent: readonly number[];
}

/**
 * The reminder to send now, as its offset in hours, or null. Of the offsets whose time has come
 * only the nearest to the start counts (after an outage the patient gets one reminder, not a
 * burst); one whose time came before the appointment was booked or moved to its start is not
 * sent (the confirmation has just told them); nothing once the appointment has begun (a late
 * reminder is skipped, never sent after the fact); and nothing when a reminder as near or
 * nearer was already sent for this start.
 */
export function dueReminder(candidate: ReminderCandidate, now: Date): number | null {
  const start = candidate.start.getTime();
  if (now.getTime() >= start) return null;
  const due = candidate.hoursBefore.filter((hours) => {
    const at = start - hours * 3_600_000;
    return at <= now.getTime() && at >= candidate.scheduledAt.getTime();
  });
  if (due.length === 0) return null;
  const nearest = Math.min(...due);
  if (candidate.sent.some((hours) => hours <= nearest)) return null;
  return nearest;
}

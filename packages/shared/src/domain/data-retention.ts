/**
 * How long a business keeps personal data it no longer needs (GDPR Art. 5(1)(e), issue 20). The
 * server enforces these and the web explains them; both read them here.
 */

/** Walk-in visits (queue entries of people without any appointment) are anonymised after this many days. */
export const WALK_IN_RETENTION_DAYS = { default: 90, min: 30, max: 3650 } as const;

/** An erasure request nobody confirmed or declined runs by itself this many days after it was made. */
export const ERASURE_REQUEST_GRACE_DAYS = 30;

/** The longest reason staff may give when they decline an erasure request (a legal retention duty). */
export const ERASURE_DECLINE_REASON_MAX_LENGTH = 500;

const DAY_MS = 86_400_000;

/** When a request made at `requestedAt` runs by itself. */
export function erasureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ERASURE_REQUEST_GRACE_DAYS * DAY_MS);
}

/** Walk-in visits created before this instant are due for anonymisation. */
export function walkInCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

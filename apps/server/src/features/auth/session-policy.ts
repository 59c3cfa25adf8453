// How long sessions and tokens live. Sessions slide: each use (at most one write a minute)
// pushes the expiry 30 days ahead, so a practice's front-desk tablet or a patient's phone stays
// signed in while used, and a forgotten device's token dies a month after its last use.

export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;

/** last_seen_at, the sliding expiry and a guest's expiry are written at most this often per session. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/** Password-reset links are valid for one hour (DESIGN.md) and single-use. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Links of verification mails are valid for 48 hours and single-use: long enough for a weekend
 * away from the practice's mailbox, short enough that an old mail in a shared inbox is dead.
 */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

export const sessionExpiry = (now: Date) => new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);

/** A temporary user is deleted `ttlHours` after their last activity (TEMP_ACCOUNT_TTL_HOURS). */
export const temporaryUserExpiry = (now: Date, ttlHours: number) =>
  new Date(now.getTime() + ttlHours * 60 * 60 * 1000);

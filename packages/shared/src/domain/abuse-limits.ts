/**
 * The limits that keep the public pages usable under attack (issue 16). Each lives here once; the
 * server enforces it and the web explains it. Defaults: an operator changes them with the
 * environment variables that README "Running in production" lists.
 */

/** A rolling budget: at most `max` events per `windowMinutes`. */
export interface Budget {
  max: number;
  windowMinutes: number;
}

/**
 * Self-registrations (QR code) per place before a join needs a solved proof-of-work challenge.
 * A busy practice sees about one patient a minute; 30 in 10 minutes is a flood, not a morning.
 */
export const PLACE_JOIN_BUDGET: Budget = { max: 30, windowMinutes: 10 };

/** Public bookings per place before a booking needs a solved challenge (all slots went in 2.8 s). */
export const PLACE_BOOKING_BUDGET: Budget = { max: 20, windowMinutes: 10 };

/** Open future bookings one phone number (and one e-mail address) may hold at one place. */
export const MAX_OPEN_BOOKINGS_PER_CONTACT = 2;

/** Mails that public actions (booking, reset, sign-up) may send to one address per hour. */
export const PUBLIC_MAILS_PER_RECIPIENT: Budget = { max: 3, windowMinutes: 60 };

/** Web Push subscriptions kept per queue entry or user: a phone and a few browsers, not a botnet. */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

/**
 * Writes through one patient link (step-out/return toggles, and on their own count the
 * notifications switch), and of one visitor (client address) over all the links it holds. A
 * patient steps out a few times in a visit; a script flipping it makes every waiting phone and
 * staff screen redraw.
 */
export const PATIENT_LINK_WRITES_PER_LINK: Budget = { max: 10, windowMinutes: 10 };
export const PATIENT_LINK_WRITES_PER_VISITOR: Budget = { max: 30, windowMinutes: 10 };

/** Sockets one token (a session or a patient link) may hold open at once. */
export const MAX_SOCKETS_PER_TOKEN = 10;

/** Names in public forms: long enough for any real name, too short for a sales pitch. */
export const PUBLIC_NAME_MAX_LENGTH = 100;

/**
 * Sign-ups one client address (an IPv6 /64) may make: enough for a practice whose staff sign up
 * one after another behind one router, too few to farm accounts.
 */
export const SIGNUPS_PER_ADDRESS: Budget = { max: 5, windowMinutes: 60 };

/** Forgot-password requests per client address, beside the 5 per hour per e-mail address. */
export const RESET_REQUESTS_PER_ADDRESS: Budget = { max: 10, windowMinutes: 60 };

/** Resends of the verification mail a signed-in user may ask for (the mail budget applies too). */
export const VERIFY_MAIL_RESENDS_PER_ACCOUNT: Budget = { max: 3, windowMinutes: 60 };

/**
 * Failed logins from one client address, whatever the account: beyond them that address gets 429
 * until the oldest failure leaves the window. This is what stops a password-guessing address.
 */
export const FAILED_LOGINS_PER_ADDRESS: Budget = { max: 10, windowMinutes: 15 };

/**
 * The progressive delay of one account: after `freeFailures` wrong passwords in a row, the next
 * attempt waits `firstDelaySeconds`, then twice as long after each further failure, at most
 * `maxDelaySeconds`. A success ends the streak, and so do `forgetAfterMinutes` without a failure.
 * Never a lock: its owner waits at most `maxDelaySeconds`, and from an address the account has
 * signed in from before not even that (only that address's own failures delay it).
 */
export const FAILED_LOGIN_DELAY: LoginDelayPolicy = {
  freeFailures: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  forgetAfterMinutes: 15,
};

export interface LoginDelayPolicy {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterMinutes: number;
}

/**
 * Reads of a patient's own data (the my-data copy, JSON or page) and erasure requests, per visitor
 * (client address) and per business: a patient downloads their copy a few times, a script walking
 * tokens or flooding one practice with requests hits the limit first (issue 20).
 */
export const PATIENT_DATA_PER_VISITOR: Budget = { max: 20, windowMinutes: 10 };
export const PATIENT_DATA_PER_BUSINESS: Budget = { max: 200, windowMinutes: 10 };

/**
 * Repeat-prescription requests a practice takes from portal links in 10 minutes before each further
 * one needs a proof-of-work (issue 23); each patient is also held to the practice's daily limit.
 */
export const PRESCRIPTION_REQUESTS_PER_PLACE: Budget = { max: 60, windowMinutes: 10 };

/**
 * Check-ins by name and birth date (the QR page's "I have an appointment", the kiosk), per visitor
 * (client address) and per business, failed attempts included: a patient types their name once or
 * twice, a script trying names and birth dates of others meets the limit after a handful (issue 21).
 */
export const NAME_CHECK_INS_PER_VISITOR: Budget = { max: 10, windowMinutes: 10 };
export const NAME_CHECK_INS_PER_BUSINESS: Budget = { max: 120, windowMinutes: 10 };

/**
 * Writes (registrations, check-ins) through one kiosk and through all kiosks of one business: a
 * tablet at a busy entrance serves a person every half minute or so; a stolen kiosk link in a
 * script stops here, beside the place's budget of joins (issue 21).
 */
export const KIOSK_WRITES_PER_KIOSK: Budget = { max: 40, windowMinutes: 10 };
export const KIOSK_WRITES_PER_BUSINESS: Budget = { max: 120, windowMinutes: 10 };

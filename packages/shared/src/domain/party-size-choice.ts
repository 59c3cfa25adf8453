import { MAX_PARTY_SIZE } from './party-size';
import { parsePartySizeText } from './party-size-text';

// The rules of the "how many persons" control of a restaurant's booking page, apart from React.

/** Buttons cover the usual parties; more persons go into the number field. */
const BUTTONS = 8;

/** The `persons` of a booking address as a number, or null when it is missing or not 1..99. */
export function parsePersons(value: string | null): number | null {
  return parsePartySizeText(value ?? '') ?? null;
}

/**
 * Whether the "other number" field holds something that is no party: text typed but not a whole
 * number from 1 to 99 (0, 500, 2.5, -3). An empty field is no mistake, just no choice yet.
 */
export function isOtherPersonsInvalid(value: string): boolean {
  return parsePartySizeText(value) === null;
}

/** The persons offered as buttons: 1 up to 8, fewer when the largest table is smaller. */
export function personButtons(maxPartySize: number | null): number[] {
  const last = Math.max(1, Math.min(BUTTONS, maxPartySize ?? BUTTONS, MAX_PARTY_SIZE));
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** A party above the largest table books by phone; with tables of unknown size nothing is too big. */
export function isTooLarge(persons: number, maxPartySize: number | null): boolean {
  return maxPartySize !== null && persons > maxPartySize;
}

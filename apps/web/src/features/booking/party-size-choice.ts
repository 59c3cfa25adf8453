// The rules of the "how many persons" control of a restaurant's booking page, apart from React.

/** Online a party names 1 to 99 persons (the server's bounds, in packages/shared party-size.ts). */
const MAX_ONLINE = 99;
/** Buttons cover the usual parties; more persons go into the number field. */
const BUTTONS = 8;

/** The `persons` of the address as a number, or null when it is missing or not 1..99. */
export function parsePersons(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const persons = Number(value);
  return persons >= 1 && persons <= MAX_ONLINE ? persons : null;
}

/**
 * Whether the "other number" field holds something that is no party: text typed but not a whole
 * number from 1 to 99 (0, 500, 2.5, -3). An empty field is no mistake, just no choice yet.
 */
export function isOtherPersonsInvalid(value: string): boolean {
  return value.trim() !== '' && parsePersons(value.trim()) === null;
}

/** The persons offered as buttons: 1 up to 8, fewer when the largest table is smaller. */
export function personButtons(maxPartySize: number | null): number[] {
  const last = Math.max(1, Math.min(BUTTONS, maxPartySize ?? BUTTONS));
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** A party above the largest table books by phone; with tables of unknown size nothing is too big. */
export function isTooLarge(persons: number, maxPartySize: number | null): boolean {
  return maxPartySize !== null && persons > maxPartySize;
}

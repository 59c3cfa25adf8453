/**
 * Tickets (issue 21): every entry of a line gets a short label per local day, the line's letter
 * and its number of the day (`A017`), shown to the patient, on the staff card and on the display.
 * Numbers count from 1 each day in the business's time zone; past 999 they grow a digit.
 */

/** The letter of the one line a business has until workflows name their own. */
export const DEFAULT_TICKET_LETTER = 'A';
/** The counter key of that line. */
export const DEFAULT_LINE_KEY = 'default';

/** `A` and 17 → `A017`. */
export function ticketLabel(letter: string, number: number): string {
  return `${letter}${String(number).padStart(3, '0')}`;
}

/** Whether a ticket letter is usable: one capital A–Z. */
export function isTicketLetter(letter: string): boolean {
  return /^[A-Z]$/.test(letter);
}

import { PUBLIC_NAME_MAX_LENGTH } from './abuse-limits';

/** The longest first or last name a patient record holds (the patients table checks the same). */
export const NAME_PART_MAX_LENGTH = PUBLIC_NAME_MAX_LENGTH;

/** A name has at least one letter of any script: "😀" or "..." is not one. */
const LETTER = /\p{L}/u;

/**
 * A full name as typed on the registration page, split into first and last name: the last word is
 * the last name, everything before it the first name(s) ("Anna Maria Berger" → "Anna Maria",
 * "Berger"). Null unless there are at least two words and both parts have a letter (SPEC: first
 * name and last name required).
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const lastName = words.at(-1) as string;
  const firstName = words.slice(0, -1).join(' ');
  if (!LETTER.test(firstName) || !LETTER.test(lastName)) return null;
  return { firstName, lastName };
}

/** Whether the first or the last name is longer than a patient record holds. */
export function isNameTooLong(name: { firstName: string; lastName: string }): boolean {
  return name.firstName.length > NAME_PART_MAX_LENGTH || name.lastName.length > NAME_PART_MAX_LENGTH;
}

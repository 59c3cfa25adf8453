/**
 * A full name as typed on the registration page, split into first and last name: the last word is
 * the last name, everything before it the first name(s) ("Anna Maria Berger" → "Anna Maria",
 * "Berger"). Null unless there are at least two words (SPEC: first name and last name required).
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const lastName = words.at(-1) as string;
  return { firstName: words.slice(0, -1).join(' '), lastName };
}

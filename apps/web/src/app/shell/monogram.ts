/**
 * The letters a business without a logo shows in its badge: the first letters of its first and
 * last words ("Trattoria Da Gino" → "TG"), skipping titles and other abbreviations ("Dr.") and
 * anything that does not start with a letter ("&", "24/7"). One word gives one letter.
 */
export function monogramOf(name: string): string {
  const words = name
    .split(/[\s\-–/]+/u)
    .filter((word) => /^\p{L}/u.test(word) && !/^\p{L}{1,4}\.$/u.test(word));
  const first = words[0];
  if (!first) return name.trim().charAt(0).toUpperCase();
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return last ? letter(first) + letter(last) : letter(first);
}

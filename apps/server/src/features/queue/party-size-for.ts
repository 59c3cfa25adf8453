/**
 * The persons stored with a queue entry: a restaurant's guests say how many they are (the host
 * picks a table by it); other industries ignore the field, so a practice never shows "4 persons".
 */
export function partySizeFor(industry: string, partySize: number | undefined): number | null {
  return industry === 'restaurant' ? (partySize ?? null) : null;
}

import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './party-size';

/**
 * An optional "persons" field as typed: `undefined` when left empty, the number when it is a whole
 * number from 1 to 99 (the server's bounds), else null (the form says so and sends nothing).
 */
export function parsePartySizeText(value: string): number | null | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) return null;
  const persons = Number(text);
  return persons >= MIN_PARTY_SIZE && persons <= MAX_PARTY_SIZE ? persons : null;
}

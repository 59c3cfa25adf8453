import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@qtify/shared/domain/party-size';

/**
 * The "persons" field of a reservation staff add by hand: `undefined` when left empty (it is
 * optional), the number when it is a whole number from 1 to 99 (the server's bounds), else null.
 */
export function parsePartySize(value: string): number | null | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) return null;
  const persons = Number(text);
  return persons >= MIN_PARTY_SIZE && persons <= MAX_PARTY_SIZE ? persons : null;
}

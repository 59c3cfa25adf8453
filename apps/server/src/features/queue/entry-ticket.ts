import { DEFAULT_LINE_KEY, DEFAULT_TICKET_LETTER } from '@qtify/shared/domain/queue-ticket';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import { nextTicket } from './ticket-counters.repository';

/**
 * The ticket of a new entry of the business, on its local day at `now`. Every insert path
 * (self-registration, the desk, appointment check-in, the kiosk) calls it in its transaction.
 * Until workflows name their lines, each business has one: key 'default', letter A.
 */
export function entryTicket(
  tx: AppDatabase,
  business: { id: string; timeZone: string },
  now: Date,
): Promise<string> {
  const day = localDateOf(now.getTime(), business.timeZone);
  return nextTicket(tx, {
    businessId: business.id,
    lineKey: DEFAULT_LINE_KEY,
    letter: DEFAULT_TICKET_LETTER,
    day,
  });
}

import { entryTicket } from '@qtify/shared/domain/lobby-board';
import type { KioskEntry, NameCheckInBody } from '@qtify/shared/schemas/lobby-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import { checkInAtKiosk } from '../check-in/check-in-at-kiosk';
import type { QueueDeps } from '../queue/queue-deps';

/** The kiosk's appointment check-in: the check-in service's entry with the ticket the screen shows. */
export async function checkInWithKiosk(
  deps: QueueDeps,
  business: BusinessRow,
  body: NameCheckInBody,
): Promise<{ entry: KioskEntry; created: boolean }> {
  const checkedIn = await checkInAtKiosk(deps, business, body);
  const entry = checkedIn.entry;
  return {
    entry: {
      ...entry,
      ticket: entryTicket({ ticket: entry.ticket, firstName: entry.firstName, lastName: checkedIn.lastName }),
    },
    created: checkedIn.created,
  };
}

import { splitFullName } from '@qtify/shared/domain/full-name';
import { entryTicket } from '@qtify/shared/domain/lobby-board';
import type { KioskEntry, KioskQueueBody } from '@qtify/shared/schemas/lobby-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import { joinQueue } from '../queue/join-queue';
import type { QueueDeps } from '../queue/queue-deps';

/**
 * A walk-in without a phone registers at the entrance's kiosk: the self-registration of the QR code
 * (the same name and birth date rules, the same pause), but the tablet gets only the entry and its
 * ticket; the patient link and the account's token are not handed out (nothing stays on the kiosk).
 */
export async function registerAtKiosk(
  deps: QueueDeps,
  business: BusinessRow,
  body: KioskQueueBody,
): Promise<KioskEntry> {
  const joined = await joinQueue(deps, business.publicId, body);
  const { token: _token, ...entry } = joined.entry;
  const lastName = splitFullName(body.fullName)?.lastName ?? '';
  return { ...entry, ticket: entryTicket({ ticket: entry.ticket, firstName: entry.firstName, lastName }) };
}

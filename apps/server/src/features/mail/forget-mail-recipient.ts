import type { AppDatabase } from '../../db/database';
import { deleteMailSendsTo } from './mail-sends.repository';
import { recipientHash } from './recipient-hash';

/**
 * Forgets the mails counted against these addresses (an erased patient's): the keyed hashes would
 * otherwise still tell, for an hour, that someone wrote to them.
 */
export async function forgetMailRecipients(db: AppDatabase, addresses: string[], now: Date): Promise<void> {
  const unique = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  const hashes = await Promise.all(unique.map((address) => recipientHash(db, address, now)));
  await deleteMailSendsTo(db, hashes);
}

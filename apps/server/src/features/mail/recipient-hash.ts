import { createHmac } from 'node:crypto';
import type { AppDatabase } from '../../db/database';
import { installationSecret } from '../settings/installation-secret';

/** An address as mail_sends knows it: keyed with the installation's secret, never the address itself. */
export async function recipientHash(db: AppDatabase, recipient: string, now: Date): Promise<string> {
  const key = await installationSecret(db, 'mail-recipients', now);
  return createHmac('sha256', key).update(recipient.trim().toLowerCase()).digest('base64url');
}

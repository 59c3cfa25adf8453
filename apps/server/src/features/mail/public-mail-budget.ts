import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { countMailSendsSince, insertMailSend, lockRecipient } from './mail-sends.repository';
import { recipientHash } from './recipient-hash';

export interface PublicMailBudgetDeps {
  db: AppDatabase;
  config: Pick<Config, 'limits'>;
}

/** What a public action sends: a word for the operator, never part of the address. */
export type PublicMailKind =
  | 'booking'
  | 'booking-cancelled'
  | 'booking-moved'
  | 'password-reset'
  | 'verify-email';

/**
 * Whether a public action (anyone can trigger it: a booking, a reset request, a sign-up) may
 * send one more mail to `recipient` now, and if so, counts it. At most
 * `config.limits.mailsPerRecipient` per window and address, whoever asks: beyond it the mail is
 * simply not sent, so the server cannot be made to flood a stranger's inbox (issue 16). Two mails
 * to one address at the same moment take turns, so both are counted.
 */
export async function allowPublicMail(
  deps: PublicMailBudgetDeps,
  recipient: string,
  kind: PublicMailKind,
  now: Date,
): Promise<boolean> {
  const { max, windowMinutes } = deps.config.limits.mailsPerRecipient;
  const hash = await recipientHash(deps.db, recipient, now);
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  return deps.db.transaction(async (tx) => {
    await lockRecipient(tx, hash);
    if ((await countMailSendsSince(tx, hash, since)) >= max) return false;
    await insertMailSend(tx, hash, kind, now);
    return true;
  });
}

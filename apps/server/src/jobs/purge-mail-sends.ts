import { PUBLIC_MAILS_PER_RECIPIENT } from '@qtify/shared/domain/abuse-limits';
import type { AppDatabase } from '../db/database';
import { deleteMailSendsBefore } from '../features/mail/mail-sends.repository';

/**
 * Deletes the records of public mails that no longer count against their recipient's budget
 * (older than its window): the table only ever holds the last hour. Idempotent.
 */
export function purgeMailSends(db: AppDatabase, now: Date): Promise<number> {
  return deleteMailSendsBefore(
    db,
    new Date(now.getTime() - PUBLIC_MAILS_PER_RECIPIENT.windowMinutes * 60_000),
  );
}

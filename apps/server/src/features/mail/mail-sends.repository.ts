import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { mailSends } from '../../db/schema/mail-sends';

/** The first key of these locks, so they never meet another advisory lock of the app. */
const RECIPIENT_LOCK_SPACE = 0x4d_41;

/** Makes two mails to one address take turns until their transactions end, so both count. */
export async function lockRecipient(db: AppDatabase, recipientHash: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}::int, hashtext(${recipientHash}))`,
  );
}

export async function countMailSendsSince(
  db: AppDatabase,
  recipientHash: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(mailSends)
    .where(and(eq(mailSends.recipientHash, recipientHash), gt(mailSends.sentAt, since)));
  return row?.sent ?? 0;
}

export async function insertMailSend(
  db: AppDatabase,
  recipientHash: string,
  kind: string,
  now: Date,
): Promise<void> {
  await db.insert(mailSends).values({ recipientHash, kind, sentAt: now });
}

/** Forgets sends older than `before` (they no longer count); returns how many. */
export async function deleteMailSendsBefore(db: AppDatabase, before: Date): Promise<number> {
  const deleted = await db
    .delete(mailSends)
    .where(lt(mailSends.sentAt, before))
    .returning({ kind: mailSends.kind });
  return deleted.length;
}

/** Forgets every send to these recipients. */
export async function deleteMailSendsTo(db: AppDatabase, recipientHashes: string[]): Promise<void> {
  if (recipientHashes.length === 0) return;
  await db.delete(mailSends).where(inArray(mailSends.recipientHash, recipientHashes));
}

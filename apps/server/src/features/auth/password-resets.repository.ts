import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { passwordResets } from '../../db/schema/password-resets';

export async function insertPasswordReset(
  db: AppDatabase,
  values: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** The user of an unused, unexpired reset token, without using it up. */
export async function findPasswordResetUser(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usable(tokenHash, now));
  return row?.userId;
}

/**
 * Marks the token used and returns its user, or undefined when it was not usable. One UPDATE, so
 * two requests racing with the same token cannot both succeed.
 */
export async function consumePasswordReset(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Uses up every open reset token of a user (after the password changed, old links must die). */
export async function invalidatePasswordResets(db: AppDatabase, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { emailVerifications } from '../../db/schema/email-verifications';
import { users } from '../../db/schema/users';

export async function insertEmailVerification(
  db: AppDatabase,
  values: { userId: string; email: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values({
    userId: values.userId,
    email: values.email,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Uses up an unused, unexpired link and marks its user verified, when the link is for the
 * address the user has now; answers the user id, or undefined when the link verifies nothing.
 * The UPDATE that consumes it is the check, so two clicks racing cannot both succeed.
 */
export async function consumeEmailVerification(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!link) return undefined;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning({ id: users.id });
    return user?.id;
  });
}

/** Deletes links that expired or were used before `before` (the purge job); returns the count. */
export async function deleteOldEmailVerifications(db: AppDatabase, before: Date): Promise<number> {
  const deleted = await db
    .delete(emailVerifications)
    .where(or(lte(emailVerifications.expiresAt, before), lte(emailVerifications.usedAt, before)))
    .returning({ id: emailVerifications.id });
  return deleted.length;
}

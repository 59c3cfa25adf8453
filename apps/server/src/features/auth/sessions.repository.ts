import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

export interface LiveSession {
  sessionId: string;
  userId: string;
  temporary: boolean;
  lastSeenAt: Date;
}

export async function insertSession(
  db: AppDatabase,
  values: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: sessions.id });
  return (row as { id: string }).id;
}

/** The session of a token hash if it is neither revoked nor expired, and its user has not expired. */
export async function findLiveSession(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      temporary: users.temporary,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        // A guest past expiry is gone even if the sweep has not deleted it yet.
        or(eq(users.temporary, false), gt(users.expiresAt, now)),
      ),
    );
  return row;
}

export async function touchSession(db: AppDatabase, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
}

export async function revokeSession(db: AppDatabase, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of a user, except `keepSessionId` when given (the caller's own); returns
 * the ids of the sessions it ended.
 */
export async function revokeUserSessions(
  db: AppDatabase,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

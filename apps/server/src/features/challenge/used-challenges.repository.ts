import { lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { usedChallenges } from '../../db/schema/used-challenges';

/**
 * Marks a solved challenge as used; false when it already was (a replay). One statement, so two
 * requests with the same solution at the same moment meet in the primary key: only one wins.
 */
export async function markChallengeUsed(
  db: AppDatabase,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(usedChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return inserted.length > 0;
}

/** Forgets used challenges that expired before `now`: their solutions are refused as expired anyway. */
export async function deleteUsedChallengesBefore(db: AppDatabase, now: Date): Promise<number> {
  const deleted = await db
    .delete(usedChallenges)
    .where(lt(usedChallenges.expiresAt, now))
    .returning({ signature: usedChallenges.signature });
  return deleted.length;
}

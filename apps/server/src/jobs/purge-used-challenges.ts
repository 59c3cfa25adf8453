import type { AppDatabase } from '../db/database';
import { deleteUsedChallengesBefore } from '../features/challenge/used-challenges.repository';

/** Forgets used proof-of-work solutions whose challenges expired (they are refused as expired). */
export function purgeUsedChallenges(db: AppDatabase, now: Date): Promise<number> {
  return deleteUsedChallengesBefore(db, now);
}

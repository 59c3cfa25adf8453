import type { AppDatabase } from '../db/database';
import { deleteOldEmailVerifications } from '../features/auth/email-verifications.repository';

/** Deletes the verification links that were used or expired by `now`: they can verify nothing. Idempotent. */
export function purgeEmailVerifications(db: AppDatabase, now: Date): Promise<number> {
  return deleteOldEmailVerifications(db, now);
}

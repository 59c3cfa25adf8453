import type { AppDatabase } from '../db/database';
import { deleteStoredAnswersBefore } from '../features/booking/idempotency.repository';

/** How long a booking's first answer is kept for a retry with the same Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes the stored booking answers older than a day (they hold the manage token). Idempotent. */
export function purgeIdempotencyKeys(db: AppDatabase, now: Date): Promise<number> {
  return deleteStoredAnswersBefore(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
}

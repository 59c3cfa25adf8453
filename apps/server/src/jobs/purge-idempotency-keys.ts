import type { AppDatabase } from '../db/database';
import { deleteStoredAnswersBefore } from '../features/idempotency/idempotency.repository';

/** How long a booking's or join's first answer is kept for a retry with the same Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes the stored answers older than a day (they hold manage, entry and bearer tokens). Idempotent. */
export function purgeIdempotencyKeys(db: AppDatabase, now: Date): Promise<number> {
  return deleteStoredAnswersBefore(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
}

import type { AppDatabase } from '../../db/database';
import * as repository from './idempotency.repository';

// Replaying the first answer of an Idempotency-Key (API.md): what the booking and the waiting room
// use, through this service (never the repository).

export type { IdempotencyScope, StoredAnswer } from './idempotency.repository';

/** Requests with the same key take turns until their transactions end (see the repository). */
export function lockIdempotencyKey(
  db: AppDatabase,
  businessId: string,
  scope: repository.IdempotencyScope,
  key: string,
): Promise<void> {
  return repository.lockIdempotencyKey(db, businessId, scope, key);
}

/** The answer stored for this key, if a request with it has completed. */
export function findStoredAnswer(
  db: AppDatabase,
  businessId: string,
  scope: repository.IdempotencyScope,
  key: string,
): Promise<repository.StoredAnswer | undefined> {
  return repository.findStoredAnswer(db, businessId, scope, key);
}

/** Stores the answer in the transaction of what it answers: the key exists exactly when that does. */
export function storeAnswer(
  db: AppDatabase,
  businessId: string,
  scope: repository.IdempotencyScope,
  key: string,
  answer: repository.StoredAnswer,
  now: Date,
): Promise<void> {
  return repository.storeAnswer(db, businessId, scope, key, answer, now);
}

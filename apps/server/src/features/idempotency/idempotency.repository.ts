import { and, eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { idempotencyKeys } from '../../db/schema/appointments';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

export async function findStoredAnswer(
  db: AppDatabase,
  businessId: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.businessId, businessId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Stored in the booking's transaction: the key exists exactly when the booking does. */
export async function storeAnswer(
  db: AppDatabase,
  businessId: string,
  key: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await db.insert(idempotencyKeys).values({ businessId, key, ...answer, createdAt: now });
}

/**
 * Forgets stored answers older than `before`. A client retries within minutes; the stored answer
 * carries the booking's manage token in clear, so it must not outlive its purpose.
 */
export async function deleteStoredAnswersBefore(db: AppDatabase, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

import { and, eq } from 'drizzle-orm';
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

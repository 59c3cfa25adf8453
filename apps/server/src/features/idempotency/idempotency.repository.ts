import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { idempotencyKeys } from '../../db/schema/appointments';

/** Whose key it is: a booking's and a join's never meet (migration 0012). */
export type IdempotencyScope = 'booking' | 'join';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** The first key of the key locks, so they never meet another advisory lock of the app. */
const KEY_LOCK_SPACE = 0x1d_e0;

/**
 * Inside a transaction: requests with the same key take turns until their transactions end (a
 * transaction advisory lock), so a retry sent while the first attempt still runs waits for it
 * and then finds its stored answer.
 */
export async function lockIdempotencyKey(
  db: AppDatabase,
  businessId: string,
  scope: IdempotencyScope,
  key: string,
): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${KEY_LOCK_SPACE}::int, hashtext(${businessId} || '|' || ${scope} || '|' || ${key}))`,
  );
}

export async function findStoredAnswer(
  db: AppDatabase,
  businessId: string,
  scope: IdempotencyScope,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.businessId, businessId),
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
      ),
    );
  return row;
}

/** Stored in the transaction of what it answers: the key exists exactly when that does. */
export async function storeAnswer(
  db: AppDatabase,
  businessId: string,
  scope: IdempotencyScope,
  key: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await db.insert(idempotencyKeys).values({ businessId, scope, key, ...answer, createdAt: now });
}

/**
 * Forgets stored answers older than `before`. A client retries within minutes; the stored answers
 * carry a booking's manage token or a join's entry and bearer tokens in clear, so they must not
 * outlive their purpose.
 */
export async function deleteStoredAnswersBefore(db: AppDatabase, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type PushSubscriptionRow, pushSubscriptions } from '../../db/schema/queue';

/** A browser's PushSubscription as the client sends it (PushSubscription.toJSON()). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Saves a browser's subscription for an entry; the same endpoint again replaces its keys. */
export async function savePushSubscription(
  db: AppDatabase,
  entryId: string,
  subscription: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db
    .insert(pushSubscriptions)
    .values({ entryId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
    .onConflictDoUpdate({
      target: [pushSubscriptions.entryId, pushSubscriptions.endpoint],
      set: { p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth`, createdAt: sql`excluded.created_at` },
    });
}

/** Forgets every subscription of an entry (notifications switched off). */
export async function deletePushSubscriptions(db: AppDatabase, entryId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.entryId, entryId));
}

export async function listPushSubscriptions(
  db: AppDatabase,
  entryId: string,
): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.entryId, entryId));
}

/** One subscription the push service reported gone (404/410). */
export async function deletePushSubscription(
  db: AppDatabase,
  entryId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.entryId, entryId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Deletes all but the `keep` newest subscriptions of an entry (a renewed one counts as new). */
export async function keepNewestPushSubscriptions(
  db: AppDatabase,
  entryId: string,
  keep: number,
): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.entryId, entryId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.entryId, entryId), notInArray(pushSubscriptions.id, newest)));
}

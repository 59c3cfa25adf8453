import type { AppDatabase } from '../../db/database';
import { deletePushSubscriptions } from './push-subscriptions.repository';

/** The patient of a queue entry turned notifications off: none of its devices hears more. */
export async function unsubscribeFromPush(db: AppDatabase, entryId: string): Promise<void> {
  await deletePushSubscriptions(db, entryId);
}

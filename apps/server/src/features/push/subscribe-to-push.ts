import { ECDH } from 'node:crypto';
import { isKnownPushService, MAX_PUSH_SUBSCRIPTIONS } from '@qtify/shared/domain/push-endpoint';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors/app-error';
import {
  keepNewestPushSubscriptions,
  type PushSubscriptionInput,
  savePushSubscription,
} from './push-subscriptions.repository';

export type { PushSubscriptionInput };

const invalidSubscription = () =>
  new AppError(400, 'VALIDATION', 'Not a Web Push subscription of a known push service', {
    fields: { pushSubscription: 'pushSubscriptionInvalid' },
  });

/** Whether the browser's key is a point on P-256 (the shape was checked by the schema). */
function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a browser's subscription for a queue entry, inside the caller's transaction (which holds
 * the entry's lock). The server will POST to the endpoint, so it must be on a known push service
 * (config.pushServices): anything else is 400 `pushSubscription` and nothing is stored. An entry
 * keeps its MAX_PUSH_SUBSCRIPTIONS newest browsers: a further one replaces the oldest rather than
 * being refused, because the patient's newest device (a new phone, a reinstalled browser) is the
 * one they carry, and a cap that refused it would leave them without "you are next"; the cap
 * still bounds what one entry can make the server send.
 */
export async function subscribeToPush(
  db: AppDatabase,
  config: Pick<Config, 'pushServices'>,
  entryId: string,
  subscription: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  if (
    !isKnownPushService(subscription.endpoint, config.pushServices) ||
    !isCurvePoint(subscription.keys.p256dh)
  ) {
    throw invalidSubscription();
  }
  await savePushSubscription(db, entryId, subscription, now);
  await keepNewestPushSubscriptions(db, entryId, MAX_PUSH_SUBSCRIPTIONS);
}

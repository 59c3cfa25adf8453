import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import type { PushMessage, PushSender } from './push-sender';
import { deletePushSubscription, listPushSubscriptions } from './push-subscriptions.repository';
import { vapidKeys } from './vapid-keys';

export interface WebPushDeps {
  db: AppDatabase;
  clock: Clock;
  config: Pick<Config, 'mailFrom' | 'publicUrl'>;
  log: FastifyBaseLogger;
  /** HTTPS agent for the push services (tests trust their loopback service's certificate with it). */
  agent?: Agent;
}

/** A "please notify now" is stale after a few minutes: the push service drops it rather than deliver late. */
const TTL_SECONDS = 300;
const TIMEOUT_MS = 10_000;

/** Web Push (VAPID, aes128gcm) to every browser subscribed for an entry. Never throws. */
export function createWebPushSender(deps: WebPushDeps): PushSender {
  const { db, log } = deps;
  return {
    async sendToEntry(entryId: string, message: PushMessage): Promise<void> {
      try {
        const subscriptions = await listPushSubscriptions(db, entryId);
        if (subscriptions.length === 0) return;
        const vapidDetails = await vapidKeys(db, deps.config, deps.clock.now());
        const payload = JSON.stringify(message);
        // Imported on first use: most instances start long before anyone asks for a push.
        const { default: webpush, WebPushError } = await import('web-push');
        await Promise.all(
          subscriptions.map(async ({ endpoint, p256dh, auth }) => {
            // The endpoint is a capability URL: only its origin goes into the logs.
            const service = new URL(endpoint).origin;
            try {
              await webpush.sendNotification({ endpoint, keys: { p256dh, auth } }, payload, {
                vapidDetails,
                TTL: TTL_SECONDS,
                urgency: 'high',
                timeout: TIMEOUT_MS,
                ...(deps.agent ? { agent: deps.agent } : {}),
              });
            } catch (error) {
              if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
                await deletePushSubscription(db, entryId, endpoint);
                log.info({ entryId, service }, 'push subscription expired; deleted');
              } else {
                log.warn({ err: error, entryId, service }, 'web push failed');
              }
            }
          }),
        );
      } catch (error) {
        log.error({ err: error, entryId }, 'web push to entry failed');
      }
    },
  };
}

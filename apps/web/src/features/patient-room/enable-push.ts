import type { PushSubscriptionBody } from '@qtify/shared/schemas/queue-schemas';
import { fetchPushPublicKey } from '../../lib/queries/patient-entry';
import { PushRefused } from './push-refused';
import { base64UrlToUint8Array } from './url-base64';

/**
 * Subscribes this browser to Web Push (API.md PUT …/notifications) once the visitor allowed
 * notifications: registers `/sw.js`, subscribes with the server's VAPID key and returns the
 * subscription as JSON. Loaded when the switch is turned on (only some visitors do), so the
 * permission is asked for in the click itself, before this arrives (notify-section.tsx).
 */
export async function subscribeToPush(): Promise<PushSubscriptionBody> {
  try {
    const [registration, publicKey] = await Promise.all([
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready),
      fetchPushPublicKey(),
    ]);
    const applicationServerKey = base64UrlToUint8Array(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot be used: renew it.
    const key = subscription?.options.applicationServerKey;
    if (subscription && key && !sameBytes(new Uint8Array(key), applicationServerKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('Incomplete subscription');
    return {
      endpoint: json.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    };
  } catch (error) {
    console.warn('Push subscription failed', error);
    throw new PushRefused('failed');
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

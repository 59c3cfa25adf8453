// Web Push subscriptions a patient's browser registers (PUT /api/queue/:entryToken/notifications).
// The server later POSTs to the endpoint, so an endpoint is a URL the server is made to call: only
// the push services of the browsers may be one (issue 16, "push endpoint SSRF").

/** At most this many browsers per queue entry get a push; a further one replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

/**
 * The push services of the browsers in use (host patterns; `*.` is any subdomain): Chrome, Edge's
 * Chromium and Samsung Internet (FCM), Firefox (Mozilla autopush), Edge (WNS), Safari (APNs).
 * An operator can replace the list with PUSH_SERVICES.
 */
export const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const;

/** A host pattern as PUSH_SERVICES takes it: a DNS name, optionally starting with `*.`. */
export const PUSH_SERVICE_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home|lan|arpa)$/;

/**
 * Whether `endpoint` may be a push endpoint at all, whatever the allow-list: https on the default
 * port, no user name or password, a DNS name (no IP literal, no local name, at least one dot).
 */
export function isPlausiblePushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    host.includes('.') &&
    !host.endsWith('.') &&
    !host.startsWith('[') &&
    !IPV4.test(host) &&
    !LOCAL_NAMES.test(host)
  );
}

/** Whether the endpoint's host is one of `services` (exact names, or `*.` for any subdomain of one). */
export function isKnownPushService(endpoint: string, services: readonly string[]): boolean {
  if (!isPlausiblePushEndpoint(endpoint)) return false;
  const host = new URL(endpoint).hostname;
  return services.some((pattern) =>
    pattern.startsWith('*.')
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern,
  );
}

/** The bytes of a base64url string (padding allowed), or undefined when it is not one. */
function base64UrlBytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Whether the keys are a browser's (RFC 8291): `p256dh` an uncompressed P-256 point (65 bytes,
 * starting with 0x04), `auth` a 16-byte secret, both base64url. The server also checks that the
 * point lies on the curve.
 */
export function arePushKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = base64UrlBytes(keys.p256dh);
  const secret = base64UrlBytes(keys.auth);
  return point?.length === 65 && point[0] === 4 && secret?.length === 16;
}

import { describe, expect, it } from 'vitest';
import {
  arePushKeys,
  DEFAULT_PUSH_SERVICES,
  isKnownPushService,
  isPlausiblePushEndpoint,
  PUSH_SERVICE_PATTERN,
} from './push-endpoint';

// Real subscriptions' shapes (the parts after the host shortened).
const CHROME = 'https://fcm.googleapis.com/fcm/send/dXJ2k:APA91bH';
const FIREFOX = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk';
const EDGE = 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB';
const SAFARI = 'https://web.push.apple.com/QGwP7Rnzz';
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('push endpoints', () => {
  it('accepts the push services of Chrome, Firefox, Edge and Safari', () => {
    for (const endpoint of [CHROME, FIREFOX, EDGE, SAFARI]) {
      expect(isKnownPushService(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(true);
    }
  });

  it('refuses other schemes, ports, credentials, IP literals and local names', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://2130706433/push',
      'https://localhost/push',
      'https://metadata.internal/computeMetadata',
      'https://printer.local/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'file:///etc/passwd',
      'gopher://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isKnownPushService(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(false);
    }
  });

  it('refuses hosts off the list, look-alikes included', () => {
    for (const endpoint of [
      'https://push.example/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://evil-notify.windows.com.example/x',
      'https://push.apple.com.example/x',
    ]) {
      expect(isKnownPushService(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(false);
    }
  });

  it('follows a configured list, subdomain patterns included', () => {
    expect(isKnownPushService('https://push.example.org/x', ['push.example.org'])).toBe(true);
    expect(isKnownPushService('https://a.b.push.example.org/x', ['*.push.example.org'])).toBe(true);
    expect(isKnownPushService(CHROME, ['push.example.org'])).toBe(false);
  });

  it('checks the plausibility alone for the web, where the list is not known', () => {
    expect(isPlausiblePushEndpoint('https://push.example.org/x')).toBe(true);
    expect(isPlausiblePushEndpoint('https://192.168.0.1/x')).toBe(false);
  });

  it('knows a host pattern from anything else', () => {
    for (const pattern of [...DEFAULT_PUSH_SERVICES, 'push.example.org'])
      expect(PUSH_SERVICE_PATTERN.test(pattern)).toBe(true);
    for (const pattern of [
      '*',
      '10.0.0.1',
      'localhost',
      'https://x.example',
      '*.*.example.org',
      'a.*.example.org',
    ]) {
      expect(PUSH_SERVICE_PATTERN.test(pattern), pattern).toBe(false);
    }
  });
});

describe('push keys', () => {
  it('accepts an uncompressed P-256 point and a 16-byte secret, base64url', () => {
    expect(arePushKeys({ p256dh: P256DH, auth: AUTH })).toBe(true);
    expect(arePushKeys({ p256dh: `${P256DH}=`, auth: `${AUTH}==` })).toBe(true);
  });

  it('refuses other lengths, a compressed point, other alphabets', () => {
    expect(arePushKeys({ p256dh: 'a', auth: 'b' })).toBe(false);
    expect(arePushKeys({ p256dh: `A${'A'.repeat(86)}`, auth: AUTH })).toBe(false);
    expect(arePushKeys({ p256dh: `A${'A'.repeat(43)}`, auth: AUTH })).toBe(false);
    expect(arePushKeys({ p256dh: P256DH, auth: 'AAAAAAAAAAAAAAAAAAAA' })).toBe(false);
    expect(arePushKeys({ p256dh: P256DH.replace('A', '+'), auth: AUTH })).toBe(false);
  });
});

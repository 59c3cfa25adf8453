import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithBusiness } from '../../../test/businesses';
import { LOOPBACK_TLS_CERT } from '../../../test/loopback-tls';
import { startPushService } from '../../../test/push-service';
import { insertQueueEntry } from '../../../test/queue-entries';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { decryptWebPush } from '../../../test/web-push-decrypt';
import { listPushSubscriptions, savePushSubscription } from './push-subscriptions.repository';
import { createWebPushSender } from './web-push-sender';

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

/** Checks the ES256 signature of a VAPID JWT with the public key from `k=`; returns its claims. */
function verifiedVapidClaims(authorization: string) {
  const [, jwt, publicKey] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
  const [header, claims, signature] = String(jwt).split('.');
  const point = Buffer.from(String(publicKey), 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(String(signature), 'base64url'),
  );
  return { signed, publicKey, claims: JSON.parse(Buffer.from(String(claims), 'base64url').toString()) };
}

describe('Web Push to a queue entry', () => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startPushService>>;
  const message = { title: 'Ordination Dr. Berger', message: 'Bitte in Raum 2', url: '/waitingRoom/room' };

  beforeAll(async () => {
    t = await createTestApp({ config: { mailFrom: 'Qtify <no-reply@qtify.example>' } });
    service = await startPushService((path) => (path.startsWith('/gone') ? 410 : 201));
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });
  const sender = () =>
    createWebPushSender({
      db: t.database.db,
      clock: t.clock,
      config: t.config,
      log: t.app.log,
      agent: new Agent({ ca: LOOPBACK_TLS_CERT }),
    });

  it('serves one VAPID public key, generated once and kept in the database', async () => {
    const first = await t.app.inject('/api/push/public-key');
    const second = await t.app.inject('/api/push/public-key');

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
    expect(second.json()).toEqual(first.json());
  });

  it('encrypts the message for the subscribed browser, signed with the VAPID key', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { entryId } = await insertQueueEntry(t.database.db, business.id);
    const browser = browserKeys();
    await savePushSubscription(
      t.database.db,
      entryId,
      { endpoint: `${service.url}/push/anna`, keys: browser.keys },
      t.clock.now(),
    );

    await sender().sendToEntry(entryId, message);

    const request = service.requests.find((candidate) => candidate.path === '/push/anna');
    expect(request?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '300', urgency: 'high' });
    const vapid = verifiedVapidClaims(String(request?.headers.authorization));
    const { publicKey } = (await t.app.inject('/api/push/public-key')).json();
    expect(vapid).toMatchObject({
      signed: true,
      publicKey,
      claims: { aud: service.url, sub: 'mailto:no-reply@qtify.example' },
    });
    expect(JSON.parse(decryptWebPush(request!.body, browser.ecdh, browser.authSecret))).toEqual(message);
  });

  it('deletes a subscription the push service answers 410 Gone for, and keeps the others', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { entryId } = await insertQueueEntry(t.database.db, business.id);
    await savePushSubscription(
      t.database.db,
      entryId,
      { endpoint: `${service.url}/gone/1`, keys: browserKeys().keys },
      t.clock.now(),
    );
    await savePushSubscription(
      t.database.db,
      entryId,
      { endpoint: `${service.url}/push/2`, keys: browserKeys().keys },
      t.clock.now(),
    );

    await sender().sendToEntry(entryId, message);

    const left = await listPushSubscriptions(t.database.db, entryId);
    expect(left.map((subscription) => subscription.endpoint)).toEqual([`${service.url}/push/2`]);
  });

  it('never throws, not even when the push service is unreachable', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { entryId } = await insertQueueEntry(t.database.db, business.id);
    await savePushSubscription(
      t.database.db,
      entryId,
      { endpoint: 'https://127.0.0.1:1/push', keys: browserKeys().keys },
      t.clock.now(),
    );

    await expect(sender().sendToEntry(entryId, message)).resolves.toBeUndefined();
    expect(await listPushSubscriptions(t.database.db, entryId)).toHaveLength(1);
  });

  it('replaces the keys when the same browser subscribes again', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { entryId } = await insertQueueEntry(t.database.db, business.id);
    const endpoint = `${service.url}/push/again`;
    await savePushSubscription(t.database.db, entryId, { endpoint, keys: browserKeys().keys }, t.clock.now());
    const renewed = browserKeys();
    await savePushSubscription(t.database.db, entryId, { endpoint, keys: renewed.keys }, t.clock.now());

    const rows = await listPushSubscriptions(t.database.db, entryId);
    expect(rows.map(({ p256dh, auth }) => ({ p256dh, auth }))).toEqual([renewed.keys]);
  });
});

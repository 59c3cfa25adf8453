import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableBusiness } from '../../../test/bookable-business';
import { joinAsPatient } from '../../../test/populated-business';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ConfigError, loadConfig } from '../../config';
import { listPushSubscriptions } from './push-subscriptions.repository';

/** A browser's subscription keys: a P-256 public key (uncompressed) and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;

describe('PUT /api/queue/:entryToken/notifications with a push subscription', () => {
  let t: TestApp;
  let publicId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({
      business: { publicId },
    } = await createBookableBusiness(t.app));
  });
  afterAll(() => t.close());

  const subscribe = (token: string, pushSubscription: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/queue/${token}/notifications`,
      payload: { enabled: true, pushSubscription },
    });

  it('keeps a subscription of a browser’s push service', async () => {
    const patient = await joinAsPatient(t.app, publicId, 'Paula Push');
    for (const endpoint of [
      fcm('abc'),
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGwP7Rnzz',
    ]) {
      const res = await subscribe(patient.entryToken, {
        endpoint,
        expirationTime: null,
        keys: browserKeys(),
      });
      expect(res.statusCode, endpoint).toBe(200);
    }
    expect(await listPushSubscriptions(t.database.db, patient.entryId)).toHaveLength(4);
  });

  it('refuses any other endpoint and keys that are not a browser’s, with 400 pushSubscription, storing nothing', async () => {
    // Two links: one link may change its notifications 10 times in 10 minutes.
    const patients = [
      await joinAsPatient(t.app, publicId, 'Sarah Sneaky'),
      await joinAsPatient(t.app, publicId, 'Sandro Sneaky'),
    ];
    const keys = browserKeys();
    const refused = [
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: 'https://127.0.0.1/push', keys },
      { endpoint: 'https://169.254.169.254/latest/meta-data', keys },
      { endpoint: 'https://[::1]/push', keys },
      { endpoint: 'https://localhost/push', keys },
      { endpoint: 'https://metadata.google.internal/computeMetadata/v1', keys },
      { endpoint: 'https://user:secret@fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x', keys },
      { endpoint: 'https://attacker.example/collect', keys },
      { endpoint: 'https://fcm.googleapis.com.attacker.example/x', keys },
      { endpoint: 'file:///etc/passwd', keys },
      { endpoint: fcm('x'), keys: { p256dh: 'a', auth: 'b' } },
      { endpoint: fcm('x'), keys: { p256dh: keys.p256dh, auth: randomBytes(8).toString('base64url') } },
      // The right shape, but no point on the curve.
      {
        endpoint: fcm('x'),
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
          auth: keys.auth,
        },
      },
    ];
    for (const [i, subscription] of refused.entries()) {
      const res = await subscribe((patients[Math.floor(i / 9)] ?? patients[0]!).entryToken, subscription);
      expect(res.statusCode, subscription.endpoint).toBe(400);
      expect(res.json().error, subscription.endpoint).toEqual({
        code: 'VALIDATION',
        message: expect.any(String),
        fields: { pushSubscription: 'pushSubscriptionInvalid' },
      });
    }
    for (const patient of patients) {
      expect(await listPushSubscriptions(t.database.db, patient.entryId)).toEqual([]);
    }
  });

  it('keeps the five newest browsers of an entry: a sixth replaces the oldest', async () => {
    const patient = await joinAsPatient(t.app, publicId, 'Manfred Mehrgeraet');
    for (let n = 1; n <= 6; n++) {
      t.clock.advance(60_000);
      expect(
        (await subscribe(patient.entryToken, { endpoint: fcm(`device-${n}`), keys: browserKeys() }))
          .statusCode,
      ).toBe(200);
    }
    const kept = await listPushSubscriptions(t.database.db, patient.entryId);
    expect(kept.map((row) => row.endpoint).sort()).toEqual([2, 3, 4, 5, 6].map((n) => fcm(`device-${n}`)));

    // The same browser again renews its subscription instead of taking a second place.
    t.clock.advance(60_000);
    await subscribe(patient.entryToken, { endpoint: fcm('device-2'), keys: browserKeys() });
    t.clock.advance(60_000);
    await subscribe(patient.entryToken, { endpoint: fcm('device-7'), keys: browserKeys() });
    const after = await listPushSubscriptions(t.database.db, patient.entryId);
    expect(after.map((row) => row.endpoint).sort()).toEqual([2, 4, 5, 6, 7].map((n) => fcm(`device-${n}`)));
  });
});

describe('the push services an operator allows (PUSH_SERVICES)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { pushServices: ['push.example.org', '*.push.example.net'] } });
  });
  afterAll(() => t.close());

  it('are the only hosts a subscription may name', async () => {
    const { business } = await createBookableBusiness(t.app);
    const patient = await joinAsPatient(t.app, business.publicId, 'Olga Operator');
    const status = async (endpoint: string) =>
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/queue/${patient.entryToken}/notifications`,
          payload: { enabled: true, pushSubscription: { endpoint, keys: browserKeys() } },
        })
      ).statusCode;
    expect(await status('https://push.example.org/s/1')).toBe(200);
    expect(await status('https://eu.push.example.net/s/1')).toBe(200);
    expect(await status(fcm('not-listed-here'))).toBe(400);
  });

  it('are read from the environment, and a list with an address or a URL in it is refused', () => {
    expect(loadConfig({ PUSH_SERVICES: 'push.example.org, *.Push.Example.net' }).pushServices).toEqual([
      'push.example.org',
      '*.push.example.net',
    ]);
    expect(loadConfig({}).pushServices).toContain('fcm.googleapis.com');
    for (const bad of ['10.0.0.1', 'https://push.example.org', 'localhost', '*']) {
      expect(() => loadConfig({ PUSH_SERVICES: bad }), bad).toThrow(ConfigError);
    }
  });
});

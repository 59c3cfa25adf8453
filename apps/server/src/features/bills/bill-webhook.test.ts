import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billCalls, finishedBill, newProduct } from '../../../test/bills';
import { signUpWithBusiness } from '../../../test/businesses';
import { LOOPBACK_TLS_CERT, LOOPBACK_TLS_KEY } from '../../../test/loopback-tls';
import { addMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface Received {
  body: string;
  signature: string;
  timestamp: string;
}

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the webhook of finished bills', () => {
  let t: TestApp;
  let register: Server;
  let url: string;
  const received: Received[] = [];
  /** What the register answers next, in order; then 200. */
  const answers: number[] = [];

  beforeAll(async () => {
    // The business's register: a real HTTPS server on loopback (allowed in this test's configuration only).
    register = createServer({ key: LOOPBACK_TLS_KEY, cert: LOOPBACK_TLS_CERT }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['x-signature']),
          timestamp: String(req.headers['x-timestamp']),
        });
        res.writeHead(answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => register.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(register.address() as AddressInfo).port}/qtify/bills`;
    t = await createTestApp({
      config: {
        billWebhooks: { allowLoopback: true, ca: LOOPBACK_TLS_CERT, retryDelaySeconds: 1, timeoutMs: 5000 },
      },
      jobs: { pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => register.close(() => resolve()));
  });

  it('gets each finished bill signed with the secret, retried after a 500 until it lands once, with a log for the owner', async () => {
    const { token, business } = await signUpWithBusiness(t.app, { name: 'Salon Hook' });
    const calls = billCalls(t.app, business.id);
    const set = await calls.setWebhook(token, { url });
    expect(set.statusCode).toBe(200);
    const secret = set.json().secret as string;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    // The secret is shown once: not when read, nor when only the address changes.
    expect((await calls.webhook(token)).json()).toEqual({ success: true, webhook: { url, deliveries: [] } });
    expect((await calls.setWebhook(token, { url })).json().secret).toBeUndefined();

    answers.push(500);
    const productId = await newProduct(t.app, business.id, token, {
      name: 'Färben',
      priceMinor: 8900,
      taxRatePercent: 20,
    });
    const bill = (await finishedBill(t.app, business.id, token, productId)).json().bill;
    await until(() => received.length >= 2);
    await until(() => false, 1500).catch(() => {});
    expect(received).toHaveLength(2);
    for (const delivery of received) {
      const expected = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`;
      expect(delivery.signature).toBe(expected);
      expect(Number(delivery.timestamp)).toBeGreaterThan(0);
      expect(JSON.parse(delivery.body)).toMatchObject({
        event: 'bill.finished',
        fiscalRecord: false,
        business: { id: business.id, name: 'Salon Hook' },
        bill: {
          id: bill.id,
          number: 1,
          totalMinor: 8900,
          taxes: [{ ratePercent: 20, netMinor: 7417, taxMinor: 1483 }],
        },
      });
    }
    const log = (await calls.webhook(token)).json().webhook.deliveries;
    expect(log).toMatchObject([
      { billId: bill.id, number: 1, attempt: 2, statusCode: 200, ok: true, error: null },
      { billId: bill.id, number: 1, attempt: 1, statusCode: 500, ok: false, error: 'HTTP 500' },
    ]);

    // A new secret signs from now on; the old one no longer matches.
    const rotated = (await calls.setWebhook(token, { rotate: true })).json().secret as string;
    expect(rotated).not.toBe(secret);
    await finishedBill(t.app, business.id, token, productId);
    await until(() => received.length >= 3);
    const last = received[2]!;
    expect(last.signature).toBe(`sha256=${createHmac('sha256', rotated).update(last.body).digest('hex')}`);
  });

  it('goes only to https addresses off the server’s own network, and is the managers’ to set', async () => {
    const { token, business } = await signUpWithBusiness(t.app, { name: 'Salon Sicher' });
    const calls = billCalls(t.app, business.id);
    const plain = await calls.setWebhook(token, { url: 'http://kassa.example.at/hook' });
    expect([plain.statusCode, plain.json().error.fields]).toEqual([400, { url: 'httpsRequired' }]);
    for (const address of [
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'https://printer.local/hook',
    ]) {
      const res = await calls.setWebhook(token, { url: address });
      expect([res.statusCode, res.json().error.code], address).toEqual([422, 'WEBHOOK_ADDRESS_NOT_ALLOWED']);
    }
    const desk = await addMember(t.app, t.database, business.id, 'reception');
    expect((await calls.setWebhook(desk.token, { url: 'https://kassa.example.at/hook' })).statusCode).toBe(
      403,
    );
    expect((await calls.webhook(desk.token)).statusCode).toBe(403);
  });
});

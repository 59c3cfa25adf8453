import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What the app takes for the client's address, behind proxies it trusts or not. */
async function appSeeing(trustProxy: string[] | number | undefined): Promise<TestApp> {
  const t = await createTestApp({ config: { trustProxy } });
  t.app.get('/api/test/ip', async (request) => ({ success: true, ip: request.ip }));
  return t;
}

const seen = async (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await t.app.inject({
      url: '/api/test/ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().ip;

describe('the client address behind proxies', () => {
  let trustingPrivate: TestApp;
  let trustingNone: TestApp;
  let trustingOneHop: TestApp;

  beforeAll(async () => {
    trustingPrivate = await appSeeing(['loopback', 'linklocal', 'uniquelocal']);
    trustingNone = await appSeeing(undefined);
    trustingOneHop = await appSeeing(1);
  });
  afterAll(async () => {
    await trustingPrivate.close();
    await trustingNone.close();
    await trustingOneHop.close();
  });

  it('is the right-most forwarded address that is not a trusted proxy, so a client cannot choose it', async () => {
    // The client wrote "1.2.3.4" itself; the proxy on 10.0.0.5 appended the address it saw.
    expect(await seen(trustingPrivate, '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(trustingPrivate, '127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    expect(await seen(trustingPrivate, '198.51.100.20', '1.2.3.4')).toBe('198.51.100.20');
    expect(await seen(trustingNone, '10.0.0.5', '1.2.3.4')).toBe('10.0.0.5');
  });

  it('trusts only as many hops as configured', async () => {
    expect(await seen(trustingOneHop, '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
  });
});

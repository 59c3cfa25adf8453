import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('per-address limits of sign-up and forgot-password', () => {
  let t: TestApp;
  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const signup = (remoteAddress: string, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstName: 'Ana',
        lastName: 'Berger',
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
        passwordRepeat: GOOD_PASSWORD,
        ...body,
      },
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 5 sign-ups per address an hour, then answers 429 with Retry-After; other addresses go on', async () => {
    for (let i = 0; i < 5; i++) expect((await signup('10.20.0.1')).statusCode).toBe(201);
    const limited = await signup('10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('3600');
    expect((await signup('10.20.0.2')).statusCode).toBe(201);
    t.clock.advanceMinutes(60);
    expect((await signup('10.20.0.1')).statusCode).toBe(201);
  });

  it('counts an IPv6 /64 as one address for sign-ups', async () => {
    for (let i = 0; i < 5; i++) expect((await signup(`2001:db8:20:1::${i + 1}`)).statusCode).toBe(201);
    expect((await signup('2001:db8:20:1:abcd::1')).statusCode).toBe(429);
    expect((await signup('2001:db8:20:2::1')).statusCode).toBe(201);
  });

  it('does not count a sign-up refused for a mistyped password repeat', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await signup('10.21.0.1', { passwordRepeat: 'nope' })).statusCode).toBe(422);
    }
    expect((await signup('10.21.0.1')).statusCode).toBe(201);
  });

  it('allows 10 forgot-password requests per address an hour, whatever the e-mails, then 429', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail(), '10.22.0.1')).statusCode).toBe(202);
    const limited = await forgot(uniqueEmail(), '10.22.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect((await forgot(uniqueEmail(), '10.22.0.2')).statusCode).toBe(202);
  });

  it('counts an IPv6 /64 as one address for forgot-password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await forgot(uniqueEmail(), `2001:db8:22::${i + 1}`)).statusCode).toBe(202);
    expect((await forgot(uniqueEmail(), '2001:db8:22:0:1::1')).statusCode).toBe(429);
  });

  it('allows 5 reset requests per e-mail an hour, registered or not, then answers 429 with Retry-After', async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) {
      expect((await forgot(email, `10.23.0.${i}`)).statusCode).toBe(202);
      expect((await forgot(unknown, `10.23.1.${i}`)).statusCode).toBe(202);
    }
    const known = await forgot(email.toUpperCase(), '10.23.2.1');
    const other = await forgot(unknown, '10.23.2.2');
    expect([known.statusCode, other.statusCode]).toEqual([429, 429]);
    expect(other.body).toBe(known.body);
    expect(known.headers['retry-after']).toBe('3600');
    t.clock.advanceMinutes(60);
    expect((await forgot(email, '10.23.3.1')).statusCode).toBe(202);
  });

  it('sends at most 3 mails an hour to one address from sign-up and reset requests together', async () => {
    const { email } = await signUp(t.app);
    // The verification mail goes out after the sign-up's answer: let it take its share first.
    await t.settle();
    for (let i = 0; i < 5; i++) expect((await forgot(email, `10.24.0.${i}`)).statusCode).toBe(202);
    await t.settle();
    const mails = t.mailer.to(email);
    expect(mails).toHaveLength(3);
    expect(mails.map((mail) => new URL(mail.link ?? '').pathname).sort()).toEqual([
      '/reset-password',
      '/reset-password',
      '/verify-email',
    ]);
  });
});

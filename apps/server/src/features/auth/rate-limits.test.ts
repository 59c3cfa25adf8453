import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const WRONG = 'Wrong-Passw0rd!';

describe('rate limits of login and forgot-password', () => {
  let t: TestApp;
  const forgot = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 10 failed logins per e-mail in 15 minutes, then answers 429 with Retry-After, even for the right password', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await logIn(t.app, email, WRONG, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await logIn(t.app, email, password, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      error: { code: 'RATE_LIMITED', message: expect.any(String) },
    });
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60);

    t.clock.advanceMinutes(10);
    expect(Number((await logIn(t.app, email, password, '10.1.1.1')).headers['retry-after'])).toBe(5 * 60);
    t.clock.advanceMinutes(5);
    expect((await logIn(t.app, email, password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('limits failed logins per IP address too, across different e-mails', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await logIn(t.app, uniqueEmail(`guess${i}`), WRONG, '10.2.0.1')).statusCode).toBe(401);
    }
    const limited = await logIn(t.app, email, password, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logIn(t.app, email, password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 15; i++) {
      expect((await logIn(t.app, email, password, '10.3.0.1')).statusCode).toBe(200);
    }
    for (let i = 0; i < 9; i++) expect((await logIn(t.app, email, WRONG, '10.3.0.1')).statusCode).toBe(401);
    expect((await logIn(t.app, email, password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('limits an unregistered e-mail exactly like a registered one', async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) {
      await logIn(t.app, email, WRONG, `10.4.0.${i}`);
      await logIn(t.app, unknown, WRONG, `10.4.1.${i}`);
    }
    const known = await logIn(t.app, email, WRONG, '10.4.2.1');
    const other = await logIn(t.app, unknown, WRONG, '10.4.2.2');
    expect([known.statusCode, other.statusCode]).toEqual([429, 429]);
    expect(other.body).toBe(known.body);
    expect(other.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('allows 5 reset requests per e-mail an hour, registered or not, then answers 429 with Retry-After', async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) {
      expect((await forgot(email, `10.5.0.${i}`)).statusCode).toBe(202);
      expect((await forgot(unknown, `10.5.1.${i}`)).statusCode).toBe(202);
    }
    const known = await forgot(email.toUpperCase(), '10.5.2.1');
    const other = await forgot(unknown, '10.5.2.2');
    expect([known.statusCode, other.statusCode]).toEqual([429, 429]);
    expect(other.body).toBe(known.body);
    expect(known.headers['retry-after']).toBe('3600');
    await t.settle();
    expect(t.mailer.to(email)).toHaveLength(5);

    t.clock.advanceMinutes(60);
    expect((await forgot(email)).statusCode).toBe(202);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, logIn, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('POST /api/auth/login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a new bearer token for the right e-mail and password, in any case of the address', async () => {
    const { email, password, token: signupToken } = await signUp(t.app);
    const res = await logIn(t.app, email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).not.toBe(signupToken);
    expect((await getUser(t.app, data)).json().user.email).toBe(email);
    // Each login is a session of its own: the signup's token still works.
    expect((await getUser(t.app, signupToken)).statusCode).toBe(200);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password', async () => {
    const { email } = await signUp(t.app);
    const res = await logIn(t.app, email, 'Wrong-Passw0rd!');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'INVALID_CREDENTIALS', message: expect.any(String) },
    });
  });

  it('answers an unknown e-mail exactly like a wrong password, so nobody learns who has an account', async () => {
    const { email } = await signUp(t.app);
    const known = await logIn(t.app, email, 'Wrong-Passw0rd!', '10.0.0.1');
    const unknown = await logIn(t.app, uniqueEmail('nobody'), 'Wrong-Passw0rd!', '10.0.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
  });

  it('takes as long for an unknown e-mail as for a wrong password (both verify an argon2 hash)', async () => {
    const { email } = await signUp(t.app);
    const unknownEmail = uniqueEmail('nobody');
    const median = async (address: string, ip: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await logIn(t.app, address, 'Wrong-Passw0rd!', ip);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] as number;
    };
    const known = await median(email, '10.0.1.1');
    const unknown = await median(unknownEmail, '10.0.1.2');
    // Without the dummy hash an unknown address would answer in about a millisecond, a
    // fraction of the hash time; with it both are in the same range.
    expect(unknown).toBeGreaterThan(known * 0.5);
    expect(known).toBeGreaterThan(unknown * 0.5);
  });

  it('requires both fields (400 VALIDATION)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.at' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { password: 'required' } });
  });
});

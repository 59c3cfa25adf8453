import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, logIn, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAuthLimits } from './auth-deps';
import { logIn as logInDirectly } from './log-in';
import { createPasswordHasher } from './password-hasher';

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

  it('verifies an argon2 hash for an unknown e-mail too, so it takes as long as a wrong password', async () => {
    // Timing itself is measured by bench/login.mjs and the auth-hardening test; here the cause:
    // the hasher runs for both, with the dummy hash when there is no account.
    const calls: (string | null | undefined)[] = [];
    const realHasher = await createPasswordHasher(1);
    const hasher = {
      hash: realHasher.hash,
      verify: (passwordHash: string | null | undefined, password: string) => {
        calls.push(passwordHash);
        return realHasher.verify(passwordHash, password);
      },
    };
    const limits = createAuthLimits(t.config.limits);
    const deps = { db: t.database.db, clock: t.clock, hasher, limits };
    const { email } = await signUp(t.app);
    for (const address of [email, uniqueEmail('nobody')]) {
      await expect(
        logInDirectly(deps, { email: address, password: 'Wrong-Passw0rd!', ip: '10.0.1.1' }),
      ).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    }
    expect(calls).toEqual([expect.stringMatching(/^\$argon2id\$/), undefined]);
  });

  it('requires both fields (400 VALIDATION)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.at' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { password: 'required' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, getUser, logIn, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTemporaryUser } from './create-temporary-user';

describe('temporary users and POST /api/auth/upgrade', () => {
  let t: TestApp;
  const guest = () =>
    createTemporaryUser(
      { db: t.database.db, clock: t.clock, config: t.config },
      { firstName: 'Gül', lastName: 'Yılmaz', languageId: 'tr' },
    );
  const upgrade = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/upgrade', headers: bearer(token), payload });
  const credentials = (email = uniqueEmail('gul')) => ({
    email,
    password: GOOD_PASSWORD,
    passwordRepeat: GOOD_PASSWORD,
  });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a guest without e-mail or password whose token signs them in', async () => {
    const { userId, token } = await guest();
    const res = await getUser(t.app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: userId,
      email: null,
      temporary: true,
      firstName: 'Gül',
      language: { id: 'tr', text: 'Türkçe' },
    });
  });

  it('makes a guest permanent, keeping the user id and the session', async () => {
    const { userId, token } = await guest();
    const body = credentials(uniqueEmail('Gul'));
    const res = await upgrade(token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: expect.objectContaining({
        id: userId,
        _id: userId,
        email: body.email.toLowerCase(),
        temporary: false,
      }),
    });
    expect((await getUser(t.app, token)).json().user.temporary).toBe(false);
    const login = await logIn(t.app, body.email, GOOD_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect((await getUser(t.app, login.json().data)).json().user.id).toBe(userId);
  });

  it('answers 409 EMAIL_TAKEN for an address that has an account, whatever its case', async () => {
    const { email } = await signUp(t.app);
    const { token } = await guest();
    const res = await upgrade(token, credentials(email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('applies the password rules', async () => {
    const { token } = await guest();
    const weak = await upgrade(token, { ...credentials(), password: 'weakpass', passwordRepeat: 'weakpass' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.code).toBe('PASSWORD_POLICY');
    const mismatch = await upgrade(token, { ...credentials(), passwordRepeat: 'Different-0ne!' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.code).toBe('PASSWORDS_DO_NOT_MATCH');
    expect((await getUser(t.app, token)).json().user.temporary).toBe(true);
  });

  it('answers 409 NOT_TEMPORARY for an account that is already permanent', async () => {
    const { token } = await signUp(t.app);
    const res = await upgrade(token, credentials());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_TEMPORARY');
  });

  it('ends a guest 24 hours after their last activity, and activity pushes that back', async () => {
    const idle = await guest();
    const active = await guest();
    t.clock.advanceMinutes(23 * 60);
    expect((await getUser(t.app, active.token)).statusCode).toBe(200);
    t.clock.advanceMinutes(2 * 60);
    expect((await getUser(t.app, idle.token)).statusCode).toBe(401);
    expect((await getUser(t.app, active.token)).statusCode).toBe(200);
  });
});

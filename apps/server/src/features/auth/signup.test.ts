import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  GOOD_PASSWORD,
  getUser,
  randomClientAddress,
  signUp,
  uniqueEmail,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  const signup = (body: Record<string, unknown>) =>
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
      remoteAddress: randomClientAddress(),
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an account, answers 201 with a bearer token, and the token signs the user in', async () => {
    const email = uniqueEmail();
    const res = await signup({ email, languageId: 'tr' });
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await getUser(t.app, data);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email,
      firstName: 'Ana',
      temporary: false,
      language: { id: 'tr', text: 'Türkçe' },
    });
  });

  it('stores an argon2id hash with m=19456, t=2, p=1 and never the password or the token', async () => {
    const { email, token } = await signUp(t.app);
    const connection = await t.database.connect();
    try {
      const [user] = await connection.query<{ id: string; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE email = $1',
        [email],
      );
      expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const sessions = await connection.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions WHERE user_id = $1',
        [user?.id],
      );
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sessions[0]?.token_hash).not.toContain(token);
    } finally {
      connection.release();
    }
  });

  it('speaks German to a user who chose no language', async () => {
    const { token } = await signUp(t.app);
    expect((await getUser(t.app, token)).json().user.language).toEqual({ id: 'de', text: 'Deutsch' });
  });

  it('requires a first name and a last name (400 VALIDATION naming both fields)', async () => {
    const blank = await signup({ firstName: '  ', lastName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: { firstName: 'firstNameRequired', lastName: 'lastNameRequired' },
    });
    const missing = await signup({ firstName: undefined, lastName: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ firstName: 'required', lastName: 'required' });
  });

  it('refuses an invalid e-mail address with 400 VALIDATION', async () => {
    const res = await signup({ email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'emailInvalid' });
  });

  it('answers 422 PASSWORD_POLICY naming every rule the password fails', async () => {
    const res = await signup({ password: 'abc', passwordRepeat: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'PASSWORD_POLICY',
        message: expect.any(String),
        fields: {
          'password.minLength': 'minLength',
          'password.upper': 'upper',
          'password.digit': 'digit',
          'password.special': 'special',
        },
      },
    });
  });

  it.each([
    ['minLength', 'Abcdef1!x'],
    ['upper', 'wartezimm3r!linz'],
    ['lower', 'WARTEZIMM3R!LINZ'],
    ['digit', 'Wartezimmer!Linz'],
    ['special', 'Wartezimm3rLinz'],
  ])('refuses a password that breaks only the %s rule', async (rule, password) => {
    const res = await signup({ password, passwordRepeat: password });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ [`password.${rule}`]: rule });
  });

  it('refuses a common password even when it meets every character rule', async () => {
    const res = await signup({ password: 'Password123!', passwordRepeat: 'Password123!' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PASSWORD_POLICY',
      fields: { 'password.common': 'common' },
    });
  });

  it('answers 422 PASSWORDS_DO_NOT_MATCH when the repetition differs', async () => {
    const res = await signup({ passwordRepeat: `${GOOD_PASSWORD}x` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PASSWORDS_DO_NOT_MATCH',
      fields: { passwordRepeat: 'passwordsDoNotMatch' },
    });
  });

  it('answers 409 EMAIL_TAKEN for a registered address, whatever its case', async () => {
    const { email } = await signUp(t.app);
    for (const variant of [email, email.toUpperCase(), ` ${email.replace('ana', 'AnA')} `]) {
      const res = await signup({ email: variant });
      expect(res.statusCode, variant).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'emailTaken' } });
    }
  });

  it('lets exactly one of two simultaneous signups with the same address win', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([signup({ email }), signup({ email: email.toUpperCase() })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('stores the address in lower case, so the user logs in with any case', async () => {
    const email = uniqueEmail('MiXeD');
    const res = await signup({ email });
    const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(res.json().data) });
    expect(me.json().user.email).toBe(email.toLowerCase());
  });
});

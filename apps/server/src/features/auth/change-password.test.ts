import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, logIn, OTHER_GOOD_PASSWORD, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });
  const valid = (oldPassword: string) => ({
    oldPassword,
    newPassword: OTHER_GOOD_PASSWORD,
    newPasswordRepeat: OTHER_GOOD_PASSWORD,
  });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 204; the new password logs in, the old one no longer does', async () => {
    const { token, email, password } = await signUp(t.app);
    const res = await change(token, valid(password));
    expect(res.statusCode).toBe(204);
    expect((await logIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(t.app, email, password)).statusCode).toBe(401);
  });

  it('ends every other session of the user and keeps the current one', async () => {
    const { token, email, password } = await signUp(t.app);
    const phone = (await logIn(t.app, email, password)).json().data;
    const tablet = (await logIn(t.app, email, password)).json().data;
    const stranger = await signUp(t.app);
    expect((await change(token, valid(password))).statusCode).toBe(204);
    expect((await getUser(t.app, token)).statusCode).toBe(200);
    expect((await getUser(t.app, phone)).statusCode).toBe(401);
    expect((await getUser(t.app, tablet)).statusCode).toBe(401);
    expect((await getUser(t.app, stranger.token)).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('answers 422 OLD_PASSWORD_REQUIRED when the old password is %s', async (_, oldPassword) => {
    const { token } = await signUp(t.app);
    const res = await change(token, valid(oldPassword as string));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'OLD_PASSWORD_REQUIRED',
      fields: { oldPassword: 'oldPasswordRequired' },
    });
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong old password and keeps the password', async () => {
    const { token, email, password } = await signUp(t.app);
    const res = await change(token, valid('Not-the-0ld-one'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await logIn(t.app, email, password)).statusCode).toBe(200);
    expect((await getUser(t.app, token)).statusCode).toBe(200);
  });

  it('applies the password policy to the new password, naming the failing rules', async () => {
    const { token, password } = await signUp(t.app);
    const res = await change(token, {
      oldPassword: password,
      newPassword: 'short',
      newPasswordRepeat: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PASSWORD_POLICY',
      fields: {
        'newPassword.minLength': 'minLength',
        'newPassword.upper': 'upper',
        'newPassword.digit': 'digit',
        'newPassword.special': 'special',
      },
    });
  });

  it('answers 422 PASSWORDS_DO_NOT_MATCH when the repetition differs', async () => {
    const { token, password } = await signUp(t.app);
    const res = await change(token, { ...valid(password), newPasswordRepeat: 'Something-else-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PASSWORDS_DO_NOT_MATCH',
      fields: { newPasswordRepeat: 'passwordsDoNotMatch' },
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: valid('x') });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

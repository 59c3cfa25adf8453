import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  getUser,
  logIn,
  OTHER_GOOD_PASSWORD,
  randomClientAddress,
  signUp,
  uniqueEmail,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('forgot-password and reset-password', () => {
  let t: TestApp;
  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: randomClientAddress(),
    });
  const resetMails = (email: string) =>
    t.mailer.to(email).filter((mail) => mail.link?.includes('/reset-password'));
  const reset = (token: string, password = OTHER_GOOD_PASSWORD, passwordRepeat = password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, passwordRepeat },
    });
  /** Requests a reset and returns the token from the link in the mail. */
  const resetToken = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(202);
    await t.settle();
    const link = resetMails(email).at(-1)?.link;
    return new URL(link as string).searchParams.get('token') as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 202 and mails a link to /reset-password with the token, in the user’s language', async () => {
    const { email } = await signUp(t.app, { firstName: 'Zoé', languageId: 'fr' });
    const res = await forgot(email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });
    await t.settle();
    const [mail] = resetMails(email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Qtify');
    expect(mail?.text).toContain('Bonjour Zoé,');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.html).toContain(`href="${mail?.link}"`);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const { email } = await signUp(t.app);
    await t.settle();
    const before = t.mailer.messages.length;
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.settle();
    expect(t.mailer.messages.length).toBe(before + 1);
  });

  it('sets the new password and ends every session of the user (204)', async () => {
    const { token, email, password } = await signUp(t.app);
    const other = (await logIn(t.app, email, password)).json().data;
    const res = await reset(await resetToken(email));
    expect(res.statusCode).toBe(204);
    expect((await getUser(t.app, token)).statusCode).toBe(401);
    expect((await getUser(t.app, other)).statusCode).toBe(401);
    expect((await logIn(t.app, email, password)).statusCode).toBe(401);
    expect((await logIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a token only once', async () => {
    const { email } = await signUp(t.app);
    const token = await resetToken(email);
    expect((await reset(token)).statusCode).toBe(204);
    const again = await reset(token, 'Yet-an0ther-one!');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({ code: 'INVALID_TOKEN', fields: { token: 'invalidToken' } });
    expect((await logIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a token for one hour, not longer', async () => {
    const { email: early } = await signUp(t.app);
    const { email: late } = await signUp(t.app);
    const earlyToken = await resetToken(early);
    const lateToken = await resetToken(late);
    t.clock.advanceMinutes(59);
    expect((await reset(earlyToken)).statusCode).toBe(204);
    t.clock.advanceMinutes(2);
    const expired = await reset(lateToken);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers 422 INVALID_TOKEN for a token it never issued', async () => {
    const res = await reset('x'.repeat(43));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('INVALID_TOKEN');
  });

  it('applies the password rules without using the token up', async () => {
    const { email } = await signUp(t.app);
    const token = await resetToken(email);
    const weak = await reset(token, 'weak', 'weak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.code).toBe('PASSWORD_POLICY');
    expect(weak.json().error.fields).toHaveProperty(['password.minLength'], 'minLength');
    const mismatch = await reset(token, OTHER_GOOD_PASSWORD, `${OTHER_GOOD_PASSWORD}!`);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.code).toBe('PASSWORDS_DO_NOT_MATCH');
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('kills older reset links once the password changed', async () => {
    const { email, token: session, password } = await signUp(t.app);
    const first = await resetToken(email);
    const second = await resetToken(email);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(session),
      payload: {
        oldPassword: password,
        newPassword: OTHER_GOOD_PASSWORD,
        newPasswordRepeat: OTHER_GOOD_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(204);
    expect((await reset(first)).statusCode).toBe(422);
    expect((await reset(second)).statusCode).toBe(422);
  });

  it('validates the address format with 400, the same for everybody', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'emailInvalid' });
  });
});

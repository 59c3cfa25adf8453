import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  GOOD_PASSWORD,
  getUser,
  signUp,
  uniqueEmail,
  verificationLink,
  verifyEmail,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { purgeEmailVerifications } from '../../jobs/purge-email-verifications';
import { createTemporaryUser } from './create-temporary-user';

describe('verifying the e-mail address by a link', () => {
  let t: TestApp;
  const verify = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const resend = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: bearer(token) });
  const tokenOf = async (email: string) =>
    (await verificationLink(t.app, email)).searchParams.get('token') as string;
  const verified = async (token: string) => (await getUser(t.app, token)).json().user.emailVerified;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails a /verify-email link at sign-up, in the user’s language; the user is unverified until it is followed', async () => {
    const { token, email } = await signUp(t.app, { firstName: 'Zoé', languageId: 'fr' });
    expect(await verified(token)).toBe(false);
    await t.settle();
    const [mail] = t.mailer.to(email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour Qtify');
    expect(mail?.text).toContain('Bonjour Zoé,');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}$/);

    const res = await verify(await tokenOf(email));
    expect(res.statusCode).toBe(204);
    expect(await verified(token)).toBe(true);
  });

  it('accepts a link only once (422 INVALID_TOKEN the second time)', async () => {
    const { email } = await signUp(t.app);
    const token = await tokenOf(email);
    expect((await verify(token)).statusCode).toBe(204);
    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({ code: 'INVALID_TOKEN', fields: { token: 'invalidToken' } });
  });

  it('answers 422 INVALID_TOKEN for an unknown or malformed token, and 400 without one', async () => {
    for (const token of ['x'.repeat(43), 'not a token', "'; DROP TABLE users; --"]) {
      const res = await verify(token);
      expect(res.statusCode, token).toBe(422);
      expect(res.json().error.code).toBe('INVALID_TOKEN');
    }
    expect((await verify(undefined)).statusCode).toBe(400);
  });

  it('accepts a link for 48 hours, not longer, and the purge then removes it', async () => {
    const { email: early, token: earlyUser } = await signUp(t.app);
    const { email: late, token: lateUser } = await signUp(t.app);
    const earlyToken = await tokenOf(early);
    const lateToken = await tokenOf(late);
    t.clock.advanceMinutes(47 * 60 + 59);
    try {
      expect((await verify(earlyToken)).statusCode).toBe(204);
      t.clock.advanceMinutes(2);
      expect((await verify(lateToken)).statusCode).toBe(422);
      expect(await verified(earlyUser)).toBe(true);
      expect(await verified(lateUser)).toBe(false);
      expect(await purgeEmailVerifications(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(2);
    } finally {
      t.clock.advanceMinutes(-(48 * 60 + 1));
    }
  });

  it('resends a new link to a signed-in user (202); the new link works', async () => {
    const { token, email } = await signUp(t.app);
    await t.settle();
    const res = await resend(token);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });
    await t.settle();
    expect(t.mailer.to(email)).toHaveLength(2);
    expect((await verify(await tokenOf(email))).statusCode).toBe(204);
    expect(await verified(token)).toBe(true);
  });

  it('limits resends: the sign-up mail and two resends fill the hour’s mail budget of the address, then 429', async () => {
    const { token, email } = await signUp(t.app);
    await t.settle();
    expect((await resend(token)).statusCode).toBe(202);
    expect((await resend(token)).statusCode).toBe(202);
    const limited = await resend(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await t.settle();
    expect(t.mailer.to(email)).toHaveLength(3);
  });

  it('sends nothing to a verified user, refuses a guest (403) and a stranger (401)', async () => {
    const { token, email } = await signUp(t.app, {}, { verified: true });
    const before = t.mailer.to(email).length;
    expect((await resend(token)).statusCode).toBe(202);
    await t.settle();
    expect(t.mailer.to(email)).toHaveLength(before);

    const guest = await createTemporaryUser(
      { db: t.database.db, clock: t.clock, config: t.config },
      { firstName: 'Gül', lastName: 'Yılmaz' },
    );
    expect((await resend(guest.token)).statusCode).toBe(403);
    expect(await verified(guest.token)).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(
      401,
    );
  });

  it('mails the link to a guest who makes their account permanent', async () => {
    const guest = await createTemporaryUser(
      { db: t.database.db, clock: t.clock, config: t.config },
      { firstName: 'Gül', lastName: 'Yılmaz', languageId: 'tr' },
    );
    const email = uniqueEmail('gul');
    const upgraded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upgrade',
      headers: bearer(guest.token),
      payload: { email, password: GOOD_PASSWORD, passwordRepeat: GOOD_PASSWORD },
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().user.emailVerified).toBe(false);
    await t.settle();
    expect(t.mailer.to(email)[0]?.subject).toBe('Qtify için e-posta adresini doğrula');
    await verifyEmail(t.app, email);
    expect(await verified(guest.token)).toBe(true);
  });
});

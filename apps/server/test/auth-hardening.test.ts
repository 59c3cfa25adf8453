import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { safeRedirect } from '@qtify/shared/domain/safe-redirect';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users';
import {
  bearer,
  getUser,
  logIn,
  OTHER_GOOD_PASSWORD,
  randomClientAddress,
  signUp,
  uniqueEmail,
} from './accounts';
import { signUpWithBusiness } from './businesses';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 9 "Auth hardening checks", the parts not already covered elsewhere. Covered there:
 * failed logins → a growing delay per account and 429 per address (src/features/auth/login-limits.test.ts),
 * the sign-up and forgot-password limits (src/features/auth/rate-limits.test.ts); logout (logout.test.ts); a password change ending the
 * other sessions (change-password.test.ts); a reset token used a second time → 422 INVALID_TOKEN and
 * a reset ending every session (password-reset.test.ts); the CSP on `/`, `/login` and API answers
 * (src/plugins/security-headers.test.ts, web-app.test.ts).
 */
const WRONG = 'Wrong-Passw0rd!';
const TRIES = 200;
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return ((sorted[(sorted.length - 1) >> 1] as number) + (sorted[sorted.length >> 1] as number)) / 2;
};

describe('auth hardening', () => {
  let t: TestApp;
  // Each from its own address: the per-address limit has its own tests (rate-limits.test.ts).
  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: randomClientAddress(),
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts failed logins per account whatever the case or spaces of its address, so variants do not dodge the delay', async () => {
    const { email, password } = await signUp(t.app);
    const variants = [email, email.toUpperCase(), ` ${email} `, email.replace(/^./, (c) => c.toUpperCase())];
    for (let i = 0; i < 3; i++) {
      expect(
        (await logIn(t.app, variants[i % variants.length] as string, WRONG, `10.11.0.${i}`)).statusCode,
      ).toBe(401);
    }
    const limited = await logIn(t.app, email, password, '10.11.1.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ignores X-Forwarded-For without a trusted proxy, so a forged header does not reset the per-IP limit', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(`spray${i}`), password: WRONG },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: '10.12.0.1',
      });
      expect(res.statusCode).toBe(401);
    }
    const { email, password } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': '198.51.100.7' },
      remoteAddress: '10.12.0.1',
    });
    expect(res.statusCode).toBe(429);
  });

  it(`answers forgot-password alike for registered and unknown addresses: status, body and time (${TRIES} each)`, async () => {
    // Registered accounts written straight into the table: 200 signups would cost 200 argon2 hashes,
    // and forgot-password never looks at the hash. Distinct addresses keep clear of the 5/hour limit.
    const registered = Array.from({ length: TRIES }, (_, i) => uniqueEmail(`known${i}`));
    await t.database.db
      .insert(users)
      .values(
        registered.map((email) => ({ email, passwordHash: 'unused', firstName: 'Ka', lastName: 'Nown' })),
      );
    const unknown = Array.from({ length: TRIES }, (_, i) => uniqueEmail(`unknown${i}`));
    for (let i = 0; i < 10; i++) await forgot(uniqueEmail('warm-up'));
    await t.settle();

    const times = { registered: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    const timed = async (group: keyof typeof times, email: string) => {
      const started = process.hrtime.bigint();
      const res = await forgot(email);
      times[group].push(Number(process.hrtime.bigint() - started) / 1e6);
      expect(res.statusCode).toBe(202);
      bodies.add(res.body);
      // The mail goes out after the answer; let it finish outside the measured time.
      await t.settle();
    };
    for (let i = 0; i < TRIES; i++) {
      const pair: Array<[keyof typeof times, string]> = [
        ['registered', registered[i] as string],
        ['unknown', unknown[i] as string],
      ];
      for (const [group, email] of i % 2 === 0 ? pair : pair.reverse()) await timed(group, email);
    }
    const [known, other] = [median(times.registered), median(times.unknown)];
    console.log(
      `forgot-password timing over ${TRIES} tries each: median registered ${known.toFixed(3)} ms, ` +
        `unknown ${other.toFixed(3)} ms, difference ${Math.abs(known - other).toFixed(3)} ms`,
    );
    expect([...bodies]).toEqual(['{"success":true}']);
    expect(Math.abs(known - other)).toBeLessThan(5);
    expect(t.mailer.messages.filter((mail) => registered.includes(mail.to))).toHaveLength(TRIES);
  }, 120_000);

  it('lets one reset link set the password once when it is used twice at the same moment', async () => {
    const { email } = await signUp(t.app);
    expect((await forgot(email)).statusCode).toBe(202);
    await t.settle();
    // The sign-up's verification mail may go out after the reset mail: pick the reset link.
    const resetLink = t.mailer
      .to(email)
      .map((mail) => mail.link)
      .find((link) => link?.includes('/reset-password'));
    const token = new URL(resetLink as string).searchParams.get('token');
    const body = (password: string) => ({ token, password, passwordRepeat: password });
    const answers = await Promise.all(
      [OTHER_GOOD_PASSWORD, 'Dritt3s#Passwort'].map((password) =>
        t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body(password) }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 422]);
    expect(answers.find((res) => res.statusCode === 422)?.json().error.code).toBe('INVALID_TOKEN');
  });

  it('shuts a logged-out token and the sessions a password change ended out of the business routes too', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const me = (await getUser(t.app, token)).json().user;
    const other = (await logIn(t.app, me.email, 'Wartezimm3r!Linz')).json().data;
    const third = (await logIn(t.app, me.email, 'Wartezimm3r!Linz')).json().data;
    const doctors = (auth: string) =>
      t.app.inject({ url: `/api/businesses/${business.id}/doctors`, headers: bearer(auth) });
    expect((await doctors(other)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(other) });
    expect((await doctors(other)).statusCode).toBe(401);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: {
        oldPassword: 'Wartezimm3r!Linz',
        newPassword: OTHER_GOOD_PASSWORD,
        newPasswordRepeat: OTHER_GOOD_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(204);
    expect((await doctors(third)).statusCode).toBe(401);
    expect((await doctors(token)).statusCode).toBe(200);
  });
});

describe('the login return path (?redirect=…, safeRedirect)', () => {
  const ORIGIN = 'https://qtify.example';
  /** What the login page does with `/login?redirect=<target>` (apps/web/src/app/guards/redirect-target.ts). */
  const afterLogin = (target: string) =>
    safeRedirect(new URLSearchParams(`?redirect=${encodeURIComponent(target)}`).get('redirect'));

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'https://evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    'https:evil.example',
    ' //evil.example',
  ])('sends %j home, raw and as a query parameter', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(afterLogin(target)).toBe('/');
    expect(safeRedirect(decodeURIComponent(target.replace(/%(?![0-9A-F]{2})/gi, '')))).toBe('/');
  });

  it('never leaves the site, whatever the target (property over random and URL-like strings)', () => {
    const targets = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc
        .tuple(fc.constantFrom('/', '//', '/\\', '\\', '/%2F', '/%5C', 'javascript:'), fc.string())
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(targets, (target) => {
        for (const result of [safeRedirect(target), afterLogin(target)]) {
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
          expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps a plain page of the site', () => {
    expect(afterLogin('/waitingRoom/room?view=today#top')).toBe('/waitingRoom/room?view=today#top');
  });
});

describe('HTML answers of the web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'qtify-hardening-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Qtify</title>');
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('carry the CSP, and pages whose links hold tokens send no Referer onwards', async () => {
    const token = 'A'.repeat(43);
    for (const url of [
      '/',
      '/login',
      `/q/${token}`,
      `/bookingflow/booking?token=${token}`,
      `/reset-password?token=${token}`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, logIn, OTHER_GOOD_PASSWORD, signUp } from '../../../test/accounts';
import { resetLinkIn } from '../../../test/mail-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTemporaryUser } from './create-temporary-user';

const THIRD_PASSWORD = 'Dritte-Passw0rt-Wien';
const WRONG_PASSWORD = 'Falsches-Passw0rt!';

describe('logs of the accounts routes', () => {
  let t: TestApp;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'qtify-auth-log-'));
    // trace: every line fastify and our code can write, including request bodies on errors.
    t = await createTestApp({
      config: { logLevel: 'trace', dataDir },
      configuredMailer: true,
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hold no password, session token, reset token or e-mail address', async () => {
    const sessionTokens: string[] = [];
    const { email, token } = await signUp(t.app);
    sessionTokens.push(token);
    const login = await logIn(t.app, email, GOOD_PASSWORD);
    sessionTokens.push(login.json().data);
    await logIn(t.app, email, WRONG_PASSWORD);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'A', lastName: 'B', email, password: WRONG_PASSWORD, passwordRepeat: 'x' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: {
        oldPassword: GOOD_PASSWORD,
        newPassword: OTHER_GOOD_PASSWORD,
        newPasswordRepeat: OTHER_GOOD_PASSWORD,
      },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await t.settle();
    // The reset link is in the mail (the outbox file), not in the log; the sign-up's verification
    // mail went out before it.
    const outboxLine = lines
      .map((line) => JSON.parse(line))
      .findLast((entry) => entry.msg === 'mail written to outbox');
    const mail = readFileSync(path.join(dataDir, 'outbox', outboxLine.file), 'utf8');
    const resetToken = resetLinkIn(mail)?.searchParams.get('token') as string;
    expect(resetToken).toMatch(/^[\w-]{43}$/);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: THIRD_PASSWORD, passwordRepeat: THIRD_PASSWORD },
    });
    // A reset page visit carries the token in the query string.
    await t.app.inject(`/reset-password?token=${resetToken}`);
    const guest = await createTemporaryUser(
      { db: t.database.db, clock: t.clock, config: t.config },
      { firstName: 'Gast', lastName: 'Patient' },
    );
    sessionTokens.push(guest.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/upgrade',
      headers: bearer(guest.token),
      payload: { email: 'guest@example.com', password: THIRD_PASSWORD, passwordRepeat: 'nope' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(guest.token) });

    expect(lines.length).toBeGreaterThan(20);
    const log = lines.join('');
    for (const secret of [
      GOOD_PASSWORD,
      OTHER_GOOD_PASSWORD,
      THIRD_PASSWORD,
      WRONG_PASSWORD,
      ...sessionTokens,
      resetToken,
      email,
      'guest@example.com',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

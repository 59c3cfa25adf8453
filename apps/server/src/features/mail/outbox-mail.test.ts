import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { decodeQuotedPrintable, resetLinkIn } from '../../../test/mail-text';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  let dataDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'qtify-outbox-'));
    t = await createTestApp({
      config: { dataDir, logLevel: 'info' },
      configuredMailer: true,
      logStream: { write: (line: string) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file into DATA_DIR/outbox and logs its file name only', async () => {
    const { email } = await signUp(t.app, { firstName: 'Mehmet', languageId: 'tr' });
    await t.settle();
    const outbox = path.join(dataDir, 'outbox');
    // The sign-up's verification mail is there already; the reset mail is the one file more.
    const earlier = new Set(readdirSync(outbox));
    expect(earlier.size).toBe(1);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(202);
    await t.settle();

    const files = readdirSync(outbox).filter((file) => !earlier.has(file));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outbox, files[0] as string), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${email}$`, 'm'));
    expect(decodeQuotedPrintable(raw)).toContain('Merhaba Mehmet,');
    const link = resetLinkIn(raw);
    expect(link?.pathname).toBe('/reset-password');

    const line = logLines
      .map((text) => JSON.parse(text))
      .findLast((entry) => entry.msg === 'mail written to outbox');
    expect(line).toMatchObject({ level: 30, file: files[0] });
    const log = logLines.join('');
    for (const value of [email, link?.toString(), link?.searchParams.get('token'), 'Mehmet']) {
      expect(log).not.toContain(value);
    }
  });

  it('writes a business’s e-mail as the Reply-To of its patients’ mails, the From staying ours', async () => {
    const { token, business, type } = await createBookableBusiness(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: bearer(token),
      payload: { email: 'praxis@berger.example' },
    });
    await t.settle();
    const outbox = path.join(dataDir, 'outbox');
    const earlier = new Set(readdirSync(outbox));
    await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, '2026-03-03T07:00:00.000Z', { email: 'anna@example.com', language: 'en' }),
    );
    await t.settle();
    const [file] = readdirSync(outbox).filter((name) => !earlier.has(name));
    const raw = readFileSync(path.join(outbox, file as string), 'utf8');
    expect(raw).toMatch(/^Reply-To: praxis@berger\.example$/m);
    expect(raw).toMatch(/^From: Qtify <no-reply@/m);
    expect(raw).toMatch(/^Subject: Your appointment at/m);
    expect(raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { redactUrl } from './logger-options';

const PASSWORD = 'Sup3r-Secret-Passw0rd!';
const BEARER = 'bearer-token-4f1c9a7e2b';
const COOKIE = 'session=cookie-value-77aa';
const RESET_TOKEN = 'reset-token-0a9b8c7d';

describe('request logging', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'trace' },
      logStream: { write: (line: string) => lines.push(line) },
    });
    // A careless route that logs what it received: redaction must still hold.
    t.app.post(
      '/api/test/careless',
      { schema: { body: z.object({ email: z.string(), password: z.string(), passwordRepeat: z.string() }) } },
      async (request) => {
        request.log.info({ body: request.body, headers: request.headers }, 'received');
        request.log.info({ password: request.body.password, token: RESET_TOKEN }, 'received again');
        return { success: true };
      },
    );
    t.app.get('/api/test/failing', async (request) => {
      request.log.warn({ req: { headers: request.headers } }, 'about to fail');
      throw new Error('boom');
    });
  });
  afterAll(() => t.close());

  it('never writes passwords, bearer tokens, cookies or reset tokens to the log', async () => {
    const headers = { authorization: `Bearer ${BEARER}`, cookie: COOKIE };
    await t.app.inject({
      method: 'POST',
      url: `/api/test/careless?token=${RESET_TOKEN}`,
      headers,
      payload: { email: 'ana@example.com', password: PASSWORD, passwordRepeat: PASSWORD },
    });
    await t.app.inject({ method: 'GET', url: '/api/test/failing', headers });
    await t.app.inject({
      method: 'POST',
      url: '/api/test/careless',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"password": "${PASSWORD}",`,
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('"msg":"received"'); // the route did log its body …
    expect(log).toContain('[Redacted]'); // … with the secrets and the e-mail address masked
    expect(log).toContain('"type":"Error"'); // and the failing route's error was logged, by type and stack
    for (const secret of [PASSWORD, BEARER, 'cookie-value-77aa', RESET_TOKEN, 'ana@example.com']) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps the names of query parameters in logged URLs, never their values', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[Redacted]&x=[Redacted]');
    expect(redactUrl('/a?x=1&password=p#frag')).toBe('/a?x=[Redacted]&password=[Redacted]#frag');
    expect(redactUrl('/api/businesses/b1/patients?q=Anna%20Berger')).toBe(
      '/api/businesses/b1/patients?q=[Redacted]',
    );
    expect(redactUrl('/a?flag&b=')).toBe('/a?flag&b=[Redacted]');
    expect(redactUrl('/a')).toBe('/a');
  });

  it('masks the patient and booking tokens in logged paths', () => {
    const token = 'q8Vb3uZ0mJ2xY7kL1nP4rT6wA9sD5fG0hK3jE8cX2vB';
    expect(redactUrl(`/api/queue/${token}`)).toBe('/api/queue/[Redacted]');
    expect(redactUrl(`/api/queue/${token}/step-out`)).toBe('/api/queue/[Redacted]/step-out');
    expect(redactUrl(`/api/public/bookings/${token}?x=1`)).toBe(
      '/api/public/bookings/[Redacted]?x=[Redacted]',
    );
    expect(redactUrl(`/q/${token}`)).toBe('/q/[Redacted]');
    expect(redactUrl(`/api/public/kiosks/${token}/queue`)).toBe('/api/public/kiosks/[Redacted]/queue');
    expect(redactUrl(`/api/public/displays/${token}`)).toBe('/api/public/displays/[Redacted]');
    expect(redactUrl(`/display/${token}`)).toBe('/display/[Redacted]');
    expect(redactUrl(`/kiosk/${token}`)).toBe('/kiosk/[Redacted]');
    expect(redactUrl(`/api/patient-portal/${token}`)).toBe('/api/patient-portal/[Redacted]');
    expect(redactUrl('/api/patient-portal/me/prescription-requests')).toBe(
      '/api/patient-portal/me/prescription-requests',
    );
    expect(redactUrl(`/api/invitations/${token}/accept`)).toBe('/api/invitations/[Redacted]/accept');
    expect(redactUrl('/api/businesses/b1/queue/e1')).toBe('/api/businesses/b1/queue/e1');
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, logIn, OTHER_GOOD_PASSWORD, signUp } from '../../../test/accounts';
import { resetLinkIn } from '../../../test/mail-text';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

describe('password reset through a real SMTP server', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const received: ReceivedMail[] = [];
  const logLines: string[] = [];
  let delivered: () => void = () => {};

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to trust in a test.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
          delivered();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      config: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        publicUrl: 'https://qtify.example',
        logLevel: 'info',
      },
      configuredMailer: true,
      logStream: { write: (line: string) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('mails a link that resets the password, and the new password logs in', async () => {
    const { email, token: session, password } = await signUp(t.app, { firstName: 'Ana', languageId: 'de' });
    // The sign-up's verification mail goes out first.
    await t.settle();
    const before = received.length;
    const arrival = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(202);
    await arrival;

    const mail = received[before];
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('no-reply@qtify.example');
    expect(mail?.raw).toMatch(/^Subject: .*(Passwort|=\?UTF-8\?)/im);
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
    // Machine-made (RFC 3834): auto-responders stay quiet.
    expect(mail?.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/im);
    const link = resetLinkIn(mail?.raw ?? '');
    expect(link?.origin).toBe('https://qtify.example');
    expect(link?.pathname).toBe('/reset-password');
    const token = link?.searchParams.get('token') as string;

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: OTHER_GOOD_PASSWORD, passwordRepeat: OTHER_GOOD_PASSWORD },
    });
    expect(reset.statusCode).toBe(204);
    expect((await getUser(t.app, session)).statusCode).toBe(401);
    expect((await logIn(t.app, email, password)).statusCode).toBe(401);
    expect((await logIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);

    // With SMTP configured the link is mailed only, never logged.
    const log = logLines.join('');
    expect(log).toContain('"msg":"mail sent"');
    expect(log).not.toContain(token);
    expect(log).not.toContain('reset-password?token=');
  });
});

import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailEnvelope } from './mail-envelope';

const message = { to: 'ana@example.com', subject: 'Erinnerung', text: 'Hallo', html: '<p>Hallo</p>' };

async function rawMail(envelope: ReturnType<typeof mailEnvelope>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(envelope);
  return (info.message as Buffer).toString('utf8');
}

describe('the envelope of a mail', () => {
  it('marks every mail as machine-made and carries no unsubscribe header when the mail has none', async () => {
    const raw = await rawMail(mailEnvelope('no-reply@qtify.example', message));
    expect(raw).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
  });

  it('offers a one-click unsubscribe (RFC 8058) when the mail has an unsubscribe address', async () => {
    const url = 'https://qtify.example/api/public/reminders/abc/opt-out';
    const raw = await rawMail(mailEnvelope('no-reply@qtify.example', { ...message, unsubscribeUrl: url }));
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/qtify\.example\/api\/public\/reminders\/abc\/opt-out>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

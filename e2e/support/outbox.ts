import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the server writes the mails it sends (DATA_DIR/outbox, one .eml file each). */
function outboxDir(): string {
  return join(process.env.E2E_DATA_DIR ?? '', 'outbox');
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for the mail to `address` that the server wrote into DATA_DIR/outbox and returns its text;
 * with `containing`, the mail that also contains that text (e.g. '/reset-password?token=').
 */
export async function waitForMailTo(address: string, containing = '', timeout = 15_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
        } catch {
          return false;
        }
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(join(outboxDir(), file), 'utf8'));
          if (mail.toLowerCase().includes(address.toLowerCase()) && mail.includes(containing)) found = mail;
        }
        return found !== '';
      },
      { timeout },
    )
    .toBe(true);
  return found;
}

/** The link of the verification mail the server sent to `address` (path and query, for page.goto). */
export async function verificationLinkFor(address: string): Promise<string> {
  const mail = await waitForMailTo(address, '/verify-email?token=');
  const link = /https?:\/\/[^\s"<>]+(\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail);
  if (!link?.[1]) throw new Error(`no verification link in the mail to ${address}`);
  return link[1];
}

/** The raw mail to `address` in the server's outbox (attachments stay base64 encoded). */
export function rawMailTo(address: string): string {
  const mails = readdirSync(outboxDir()).map((name) => readFileSync(join(outboxDir(), name), 'utf8'));
  const mail = mails.find((text) => text.toLowerCase().includes(address.toLowerCase()));
  if (!mail) throw new Error(`No mail to ${address}`);
  return mail;
}

/** The decoded text of a raw mail's text/calendar part (the .ics file). */
export function calendarPart(mail: string): string {
  const part = mail.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) throw new Error('The mail has no text/calendar part');
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
    : content;
}

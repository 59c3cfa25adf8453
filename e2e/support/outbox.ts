import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

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
export async function waitForMailTo(address: string, containing = ''): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        } catch {
          return false;
        }
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
          if (mail.toLowerCase().includes(address.toLowerCase()) && mail.includes(containing)) found = mail;
        }
        return found !== '';
      },
      { timeout: 15_000 },
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

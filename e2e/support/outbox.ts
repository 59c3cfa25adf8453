import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the mail to `address` that the server wrote into DATA_DIR/outbox and returns its text. */
export async function waitForMailTo(address: string): Promise<string> {
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
          if (mail.toLowerCase().includes(address.toLowerCase())) found = mail;
        }
        return found !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

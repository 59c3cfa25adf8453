// Follows the verification link that the built server mailed to an owner, as the owner would:
// without SMTP_URL the server writes each mail as an .eml file into DATA_DIR/outbox. A business
// opens to patients (public booking, self-registration) only once its owner is verified, so every
// script that signs up an owner and then uses the patient pages goes through here (no backdoor).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LINK = /\/verify-email\?token=([A-Za-z0-9_-]+)/;

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link out of a mail. */
const decode = (text) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

function tokenFor(dataDir, email) {
  let files = [];
  try {
    files = readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const file of files.sort().reverse()) {
    const mail = decode(readFileSync(join(dataDir, 'outbox', file), 'utf8'));
    if (!mail.toLowerCase().includes(email.toLowerCase())) continue;
    const match = LINK.exec(mail);
    if (match) return match[1];
  }
  return undefined;
}

/** Waits for the verification mail to `email` in `dataDir`'s outbox and POSTs its token to the server at `url`. */
export async function verifyFromOutbox(url, dataDir, email, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let token = tokenFor(dataDir, email);
  while (!token && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    token = tokenFor(dataDir, email);
  }
  if (!token) throw new Error(`no verification mail to ${email} in ${dataDir}/outbox`);
  const res = await fetch(`${url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 204) throw new Error(`verify-email answered ${res.status}: ${await res.text()}`);
}

/** Undoes quoted-printable encoding (soft line breaks and =XX bytes), as nodemailer writes it. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The first password-reset link in a raw (RFC 5322) message. */
export function resetLinkIn(rawMessage: string): URL | undefined {
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(
    decodeQuotedPrintable(rawMessage),
  );
  return match ? new URL(match[0]) : undefined;
}

/** The first verification link in a raw (RFC 5322) message. */
export function verifyLinkIn(rawMessage: string): URL | undefined {
  const match = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(
    decodeQuotedPrintable(rawMessage),
  );
  return match ? new URL(match[0]) : undefined;
}

import { createHash, randomBytes } from 'node:crypto';

const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string has the shape of newOpaqueToken()'s tokens: anything else cannot match one. */
export function isOpaqueToken(value: string): boolean {
  return OPAQUE_TOKEN.test(value);
}

/** SHA-256 of a token, hex: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new 256-bit random token (base64url, 43 characters) and its hash. The token goes to the
 * client once; only the hash is stored, so a leaked database opens no session. A fast hash is
 * enough here (unlike passwords): 256 random bits cannot be guessed.
 */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

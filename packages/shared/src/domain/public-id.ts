/**
 * A business's public id: what its links and QR code carry instead of the database id, so the
 * printed code stays short (a smaller, sturdier QR) and the staff API's ids never leave the practice.
 * Lower-case Crockford base32: digits and letters without i, l, o and u, so nobody who types it
 * from a poster confuses 1/l/i or 0/o. 10 characters = 50 random bits.
 */
export const PUBLIC_ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export const PUBLIC_ID_LENGTH = 10;

const PUBLIC_ID = new RegExp(`^[${PUBLIC_ID_ALPHABET}]{${PUBLIC_ID_LENGTH}}$`);

export function isPublicId(value: unknown): value is string {
  return typeof value === 'string' && PUBLIC_ID.test(value);
}

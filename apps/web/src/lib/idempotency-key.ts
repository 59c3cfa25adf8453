/** A random UUID; `crypto.randomUUID` exists only on https and localhost, so a fallback for the rest. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of a form's attempts: sending the same body again (a retry after a network
 * error, whose answer may have been lost) reuses the key, so the server replays its first answer
 * instead of doing it twice; another body, or any attempt after the server refused one, gets a
 * new key.
 */
export function attemptKeys() {
  let attempt: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (attempt?.body !== fingerprint) attempt = { body: fingerprint, key: newIdempotencyKey() };
      return attempt.key;
    },
    /** The server answered with a refusal: nothing was stored under the key. */
    refused(): void {
      attempt = null;
    },
  };
}

import type { KeyValueStorage } from '../../lib/browser-storage';

/** Where the patient's place is kept on this device: the entry token and its business. */
export const ENTRY_TOKEN_KEY = 'queue.entryToken';
export const ENTRY_BUSINESS_KEY = 'queue.entryBusiness';

export interface StoredEntry {
  token: string;
  /** The public id of the business (the `?b=` of the registration link), when known. */
  publicId: string | null;
}

// The server's tokens are 43 base64url characters; a little room either way, nothing else.
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** Whether a string can be an entry token at all (a link cut short or pasted badly cannot). */
export function isEntryToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/**
 * The entry token store. One place per device: a new registration replaces the old one, so a push
 * notification's link to the room (`/waitingRoom/patientRoom`, no token) opens the latest place.
 */
export function entryTokenStore(storage: KeyValueStorage) {
  return {
    read(): StoredEntry | null {
      const token = storage.get(ENTRY_TOKEN_KEY);
      if (!isEntryToken(token)) return null;
      return { token, publicId: storage.get(ENTRY_BUSINESS_KEY) || null };
    },
    /** The stored token when it belongs to this business (a returning visitor of the same QR code). */
    readFor(publicId: string): string | null {
      const stored = this.read();
      return stored && stored.publicId === publicId ? stored.token : null;
    },
    save(token: string, publicId: string | null): void {
      if (!isEntryToken(token)) return;
      // A link opened without the business keeps the business already known for the same token.
      const keep = storage.get(ENTRY_TOKEN_KEY) === token ? storage.get(ENTRY_BUSINESS_KEY) : null;
      storage.set(ENTRY_TOKEN_KEY, token);
      const business = publicId ?? keep;
      if (business) storage.set(ENTRY_BUSINESS_KEY, business);
      else storage.remove(ENTRY_BUSINESS_KEY);
    },
    /** Forgets the place (it is done, or the server no longer knows the token). */
    forget(token?: string): void {
      if (token !== undefined && storage.get(ENTRY_TOKEN_KEY) !== token) return;
      storage.remove(ENTRY_TOKEN_KEY);
      storage.remove(ENTRY_BUSINESS_KEY);
    },
  };
}

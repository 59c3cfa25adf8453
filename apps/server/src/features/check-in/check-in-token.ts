import { createHash } from 'node:crypto';

/**
 * The patient-room token of the entry a manage link checked in: derived from the manage token, so
 * checking in again (another tap, another device with the same mail) answers the same link, while
 * only the link's hash is stored. A one-way derivation: the entry's token never reveals the
 * booking's. 43 base64url characters, the shape of every opaque token.
 */
export function checkInEntryToken(manageToken: string): string {
  return createHash('sha256').update(`qtify.check-in|${manageToken}`).digest('base64url');
}

import { randomBytes } from 'node:crypto';
import { PUBLIC_ID_ALPHABET, PUBLIC_ID_LENGTH } from '@qtify/shared/domain/public-id';

/**
 * A random public id (packages/shared/src/domain/public-id.ts). The alphabet has 32 characters,
 * so the low 5 bits of each random byte pick one without bias.
 */
export function newPublicId(): string {
  return Array.from(randomBytes(PUBLIC_ID_LENGTH), (byte) => PUBLIC_ID_ALPHABET[byte & 31]).join('');
}

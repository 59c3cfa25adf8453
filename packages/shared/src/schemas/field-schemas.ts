import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../domain/password-policy';

// Zod messages are codes that the web translates (`validation.<code>`), never English sentences.

// A name has a letter of some script: "😀" or "..." leaves the field as good as empty.
export const ZFirstName = z
  .string('required')
  .trim()
  .min(1, 'firstNameRequired')
  .max(100, 'tooLong')
  .regex(/\p{L}/u, 'firstNameRequired');
export const ZLastName = z
  .string('required')
  .trim()
  .min(1, 'lastNameRequired')
  .max(100, 'tooLong')
  .regex(/\p{L}/u, 'lastNameRequired');

/** E-mail addresses are compared case-insensitively, so they are stored lower-cased. */
export const ZEmail = z
  .string('required')
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'tooLong')
  .pipe(z.email('emailInvalid'))
  .transform((email) => email.toLowerCase());

/** Only the length is checked here; the policy's rules answer 422 PASSWORD_POLICY with the failing rules. */
export const ZPassword = z.string('required').min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'tooLong');

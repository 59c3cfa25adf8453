import { z } from 'zod';
import { PUBLIC_NAME_MAX_LENGTH } from '../domain/abuse-limits';
import { PASSWORD_MAX_LENGTH } from '../domain/password-policy';
import { nameFault } from '../domain/person-name';

// Zod messages are codes that the web translates (`validation.<code>`), never English sentences.

/**
 * A person's first or last name: has a letter of some script ("😀" or "..." leaves the field as good
 * as empty), fits PUBLIC_NAME_MAX_LENGTH and is no link and holds no control character (names go
 * into mails: issue 16). The refusal names its fault (`nameLink`, `invalidCharacter`).
 */
function personName(requiredCode: string) {
  return z
    .string('required')
    .trim()
    .min(1, requiredCode)
    .max(PUBLIC_NAME_MAX_LENGTH, 'tooLong')
    .regex(/\p{L}/u, requiredCode)
    .superRefine((name, context) => {
      const fault = nameFault(name);
      if (fault) context.addIssue({ code: 'custom', message: fault, input: name });
    });
}
export const ZFirstName = personName('firstNameRequired');
export const ZLastName = personName('lastNameRequired');

/** The full name of the QR registration ("Anna Berger"); FULL_NAME_REQUIRED comes from the service. */
export const ZFullName = z
  .string('required')
  .trim()
  .max(2 * PUBLIC_NAME_MAX_LENGTH, 'tooLong')
  .superRefine((name, context) => {
    const fault = nameFault(name);
    if (fault) context.addIssue({ code: 'custom', message: fault, input: name });
  });

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

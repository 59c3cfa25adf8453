import { isCommonPassword } from '@qtify/shared/domain/is-common-password';
import { failedPasswordRules } from '@qtify/shared/domain/password-policy';
import { AppError } from '../../errors/app-error';

/**
 * The rules for a password being set (signup, change, reset, upgrade): the spec's policy plus the
 * common-password list, then the repeat. `field` is the body's name for it ('password' or
 * 'newPassword'); the failing rules come back as `{ "<field>.<rule>": "<rule>" }` so a form can
 * tick its checklist, and a mismatch names `<field>Repeat`.
 */
export function checkNewPassword(password: string, repeat: string, field = 'password'): void {
  const failed = failedPasswordRules(password, { isCommon: isCommonPassword });
  if (failed.length > 0) {
    throw new AppError(422, 'PASSWORD_POLICY', 'The password does not meet the password rules', {
      fields: Object.fromEntries(failed.map((rule) => [`${field}.${rule}`, rule])),
    });
  }
  if (password !== repeat) {
    throw new AppError(422, 'PASSWORDS_DO_NOT_MATCH', 'Passwords do not match', {
      fields: { [`${field}Repeat`]: 'passwordsDoNotMatch' },
    });
  }
}

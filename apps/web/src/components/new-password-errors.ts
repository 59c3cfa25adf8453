import type { FormErrors } from './api-form-errors';
import { firstFailedRule } from './password-checklist-state';

/**
 * The submit check of a new password and its repetition, before the server sees them: a password
 * that breaks a rule of the checklist, and a repetition that differs ("Passwords do not match").
 * An empty password is left to the schema check, which says it is required.
 */
export function newPasswordErrors<Field extends string>(
  values: Record<Field, string>,
  password: Field,
  repeat: Field,
): FormErrors<Field> | null {
  const errors: FormErrors<Field> = { fields: {}, form: null };
  const failed = values[password] === '' ? null : firstFailedRule(values[password]);
  if (failed)
    errors.fields[password] = {
      key: failed === 'maxLength' ? 'validation.tooLong' : 'password.errors.policy',
    };
  if (values[repeat] !== values[password]) errors.fields[repeat] = { key: 'errors.PASSWORDS_DO_NOT_MATCH' };
  return Object.keys(errors.fields).length > 0 ? errors : null;
}

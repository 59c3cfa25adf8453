import type { FormMessage } from '../lib/error-messages';
import { firstFailedRule } from './password-checklist-state';

/**
 * The form's own check of a new password and its repetition (a `check` of useSchemaForm), before
 * the server sees them: a password that breaks a rule of the checklist, and a repetition that
 * differs. An empty password is left to the schema, which says it is required.
 */
export function checkNewPassword<Field extends string>(
  values: Record<Field, string>,
  password: Field,
  repeat: Field,
): Partial<Record<Field, FormMessage>> {
  const problems: Partial<Record<Field, FormMessage>> = {};
  const failed = values[password] === '' ? null : firstFailedRule(values[password]);
  if (failed)
    problems[password] = { key: failed === 'maxLength' ? 'validation.tooLong' : 'password.errors.policy' };
  if (values[repeat] !== values[password]) problems[repeat] = { key: 'errors.PASSWORDS_DO_NOT_MATCH' };
  return problems;
}

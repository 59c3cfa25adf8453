/**
 * The password rules of the spec (at least 10 characters, one upper-case letter, one lower-case letter,
 * one digit, one special character), plus an upper bound so hashing stays cheap and a common-password
 * check the server supplies. Used by the server and by the web's live checklist.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULES = ['minLength', 'upper', 'lower', 'digit', 'special'] as const;

export type PasswordRule = (typeof PASSWORD_RULES)[number] | 'maxLength' | 'common';

export interface PasswordPolicyOptions {
  isCommon?: (password: string) => boolean;
}

/** Returns the rules the password fails, in a stable order; an empty list means it is acceptable. */
export function failedPasswordRules(password: string, options: PasswordPolicyOptions = {}): PasswordRule[] {
  const failed: PasswordRule[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) failed.push('minLength');
  if (!/\p{Lu}/u.test(password)) failed.push('upper');
  if (!/\p{Ll}/u.test(password)) failed.push('lower');
  if (!/\p{Nd}/u.test(password)) failed.push('digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) failed.push('special');
  if (length > PASSWORD_MAX_LENGTH) failed.push('maxLength');
  if (options.isCommon?.(password)) failed.push('common');
  return failed;
}

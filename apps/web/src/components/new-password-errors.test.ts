import { describe, expect, it } from 'vitest';
import { newPasswordErrors } from './new-password-errors';

const check = (password: string, passwordRepeat: string) =>
  newPasswordErrors({ password, passwordRepeat }, 'password', 'passwordRepeat');

describe('new password check before submitting', () => {
  it('accepts a password that meets the policy and is repeated exactly', () => {
    expect(check('Sommer-2026!', 'Sommer-2026!')).toBeNull();
  });

  it('refuses a password that breaks a rule', () => {
    expect(check('sommer-2026', 'sommer-2026')?.fields).toEqual({
      password: { key: 'password.errors.policy' },
    });
  });

  it('says "Passwords do not match" for a different repetition', () => {
    expect(check('Sommer-2026!', 'Sommer-2026?')?.fields).toEqual({
      passwordRepeat: { key: 'errors.PASSWORDS_DO_NOT_MATCH' },
    });
  });

  it('leaves an empty password to the required check', () => {
    expect(check('', '')).toBeNull();
  });
});

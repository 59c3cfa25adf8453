import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './is-common-password';
import { failedPasswordRules } from './password-policy';

describe('the password policy', () => {
  it('accepts a password with ten characters, upper and lower case, a digit and a special character', () => {
    expect(failedPasswordRules('Wartezimm3r!')).toEqual([]);
  });

  it('names every rule an empty password fails', () => {
    expect(failedPasswordRules('')).toEqual(['minLength', 'upper', 'lower', 'digit', 'special']);
  });

  it('refuses nine characters even when every character class is present', () => {
    expect(failedPasswordRules('Abcdef1!x')).toEqual(['minLength']);
  });

  it('counts letters outside ASCII, so Ärztin and ümlaut passwords work', () => {
    expect(failedPasswordRules('ÄrztinÖsterreich7#')).toEqual([]);
    expect(failedPasswordRules('ärztinösterreich7#')).toEqual(['upper']);
  });

  it('does not count a space as the special character', () => {
    expect(failedPasswordRules('Abcdefgh 12')).toEqual(['special']);
  });

  it('accepts 128 characters and refuses 129', () => {
    const base = 'Aa1!';
    expect(failedPasswordRules(base + 'x'.repeat(124))).toEqual([]);
    expect(failedPasswordRules(base + 'x'.repeat(125))).toEqual(['maxLength']);
  });

  it('refuses a common password when the caller supplies the list check', () => {
    expect(failedPasswordRules('Password123!', { isCommon: isCommonPassword })).toEqual(['common']);
  });
});

describe('the common-password check', () => {
  it('finds the most common passwords whatever their case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
  });

  it('sees through digits and symbols added around a common word', () => {
    expect(isCommonPassword('Sunshine2024!')).toBe(true);
    expect(isCommonPassword('!!Dragon99')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Wartezimm3r!')).toBe(false);
    expect(isCommonPassword('Kx9#mQ2vLp')).toBe(false);
  });
});

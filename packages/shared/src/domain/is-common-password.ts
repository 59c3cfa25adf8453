// The 1,000 most common passwords in frequency order, from the MIT-licensed @zxcvbn-ts/language-common list.
// Only the server imports this (the web learns the rule from the server's answer instead of shipping the list).
import commonPasswords from './common-passwords.json';

const common = new Set<string>(commonPasswords);

/**
 * True when the password is one of the 1,000 most common ones, ignoring case and the digits or symbols
 * people add to satisfy a policy ("Password123!" is still "password").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core.length >= 4 && common.has(core);
}

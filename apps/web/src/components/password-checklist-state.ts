import { failedPasswordRules, PASSWORD_RULES } from '@qtify/shared/domain/password-policy';

/** The rules the checklist shows; `maxLength` and `common` only come back as errors. */
export type ChecklistRule = (typeof PASSWORD_RULES)[number];

export interface ChecklistItem {
  rule: ChecklistRule;
  met: boolean;
}

/** One line per rule of the shared password policy, ticked when the password satisfies it. */
export function passwordChecklist(password: string): ChecklistItem[] {
  const failed = new Set<string>(failedPasswordRules(password));
  return PASSWORD_RULES.map((rule) => ({ rule, met: !failed.has(rule) }));
}

/**
 * The rule a password breaks that the form should name, or null when it passes what the browser can
 * check (the server also refuses common passwords, which the web learns from its answer).
 */
export function firstFailedRule(password: string): string | null {
  return failedPasswordRules(password)[0] ?? null;
}

/**
 * Whether to show "Passwords do not match" under the repeat field. While the user is still typing
 * the repetition, a correct beginning is not an error yet; a wrong character already is. Once they
 * leave the field or submit (`settled`), any difference counts.
 */
export function repeatMismatch(password: string, repeat: string, settled: boolean): boolean {
  if (repeat === '' && !settled) return false;
  if (repeat === password) return false;
  return settled || !password.startsWith(repeat);
}

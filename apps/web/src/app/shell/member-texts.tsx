import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Waits for the `member` catalogue (business settings, setup, working times, absences, appointment
 * types, the profile) before the signed-in frame renders: those texts stay out of a patient's first visit, and
 * every `t()` finds them through the fallback namespaces (lib/i18n.ts).
 */
export function MemberTexts({ children }: { children: ReactNode }) {
  useTranslation('member');
  return children;
}

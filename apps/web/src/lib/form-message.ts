import type { TFunction } from 'i18next';
import { type FormMessage, fieldMessage } from './error-messages';

export type { FormMessage };

/** `validation.<key>` for a field code of no particular field (see error-messages.ts). */
export function validationMessage(code: string): FormMessage {
  return fieldMessage('', code);
}

/** "in 45 seconds" / "in 3 minutes" with the language's own words and plural forms (Intl). */
export function formatWait(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 90
    ? format.format(Math.max(1, seconds), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}

/**
 * `context` is the industry of the page, for keys worded per industry (`validation.durationTooShort`
 * → `validation.durationTooShort_restaurant`, `errors.NO_DOCTORS_hairdresser`); others ignore it.
 */
export function formatMessage(
  t: TFunction,
  language: string,
  message: FormMessage,
  context?: string,
): string {
  const { wait, ...placeholders } = message.values ?? {};
  return t(message.key, {
    ...placeholders,
    ...(context ? { context } : {}),
    ...(wait === undefined ? {} : { wait: formatWait(wait, language) }),
  });
}

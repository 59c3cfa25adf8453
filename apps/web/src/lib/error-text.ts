import type { TFunction } from 'i18next';
import { errorMessage } from './error-messages';
import { formatMessage } from './form-message';

/** The key of the text that explains a failure (error-messages.ts: the one table of codes). */
export function errorMessageKey(error: unknown): string {
  return errorMessage(error).key;
}

/**
 * A failure in words. `context` is the industry of the page (staff: `useIndustry()`; a public page:
 * its business's), so a restaurant reads `errors.SLOT_TAKEN_restaurant` ("this time was just
 * reserved") where a practice reads `errors.SLOT_TAKEN`; codes without a variant keep their text.
 * A 429 with `Retry-After` says how long to wait, in the language `t` speaks. `values` fill what the
 * screen knows and the text names (the doctor of DOCTOR_HAS_APPOINTMENTS).
 */
export function errorText(
  t: TFunction,
  error: unknown,
  context?: string,
  values?: Record<string, string>,
): string {
  const language = (t as TFunction & { lng?: string }).lng ?? globalThis.document?.documentElement.lang;
  const message = errorMessage(error);
  return formatMessage(
    t,
    language || 'de',
    { ...message, values: { ...values, ...message.values } },
    context,
  );
}

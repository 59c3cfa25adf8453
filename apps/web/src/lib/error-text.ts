import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** The common-namespace key that explains a failure: the API error's `errors.<CODE>`, else INTERNAL. */
export function errorMessageKey(error: unknown): string {
  return isApiError(error) ? error.messageKey : 'errors.INTERNAL';
}

/**
 * A failure in words. `context` is the industry of the page (staff: `useIndustry()`; a public page:
 * its business's), so a restaurant reads `errors.SLOT_TAKEN_restaurant` ("this time was just
 * reserved") where a practice reads `errors.SLOT_TAKEN`; codes without a variant keep their text.
 */
export function errorText(t: TFunction, error: unknown, context?: string): string {
  return t(errorMessageKey(error), context ? { context } : {});
}

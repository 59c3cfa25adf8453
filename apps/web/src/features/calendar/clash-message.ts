import { isApiError } from '../../lib/api-error';
import type { FormMessage } from '../../lib/form-message';

/**
 * Staff wording for a clash (409 SLOT_TAKEN on a staff booking or move): what it clashed with, "overlaps
 * with another appointment of Dr X", instead of the patients' "this time was just booked". Null for
 * any other failure, which keeps its usual text.
 */
export function clashMessage(error: unknown, doctorName: string | undefined): FormMessage | null {
  if (!isApiError(error) || error.code !== 'SLOT_TAKEN') return null;
  return doctorName
    ? { key: 'calendar:clash', values: { doctor: doctorName } }
    : { key: 'calendar:clashSomeone' };
}

import { AVAILABILITY_PROBLEMS, type AvailabilityProblem } from '@qtify/shared/domain/availability';
import { isApiError } from '../../lib/api-error';

/**
 * Why the server asks before booking or moving (409 OUTSIDE_AVAILABILITY, `fields.start`); null for
 * any other failure, which keeps its usual text. An unknown reason (a newer server's) reads as the
 * least specific one the calendar knows, "outside working hours".
 */
export function availabilityProblemOf(error: unknown): AvailabilityProblem | null {
  if (!isApiError(error) || error.code !== 'OUTSIDE_AVAILABILITY') return null;
  const reason = error.fields.start;
  return AVAILABILITY_PROBLEMS.find((problem) => problem === reason) ?? 'outsideHours';
}

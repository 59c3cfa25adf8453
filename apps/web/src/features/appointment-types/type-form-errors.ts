import { DOCTORS_REQUIRED } from '@qtify/shared/schemas/appointment-type-schemas';
import { isApiError } from '../../lib/api-error';

/** The industry's "choose at least one doctor / table …" (industry namespace, `doctorsPage`). */
export const DOCTORS_REQUIRED_KEY = 'doctorsPage.typesDoctorsRequired';

/**
 * The browser's check of who offers a type, before sending: nobody ticked while there is someone to
 * tick. (Without any doctor the server answers 422 NO_DOCTORS, which the form shows above itself.)
 */
export function checkTypeDoctors(doctorIds: readonly string[], doctorCount: number): string | null {
  return doctorIds.length === 0 && doctorCount > 0 ? DOCTORS_REQUIRED_KEY : null;
}

/**
 * The key of the text under the doctor list for a refused save, or null when the refusal is not
 * about the list: the same specific text as the browser's check for an empty list.
 */
export function typeDoctorsErrorKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.code === 'UNKNOWN_DOCTOR') return 'errors.UNKNOWN_DOCTOR';
  const code = error.fields.doctorIds;
  if (!code) return null;
  return code === DOCTORS_REQUIRED ? DOCTORS_REQUIRED_KEY : 'validation.invalid';
}

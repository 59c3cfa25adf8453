import type { AppDatabase } from '../../db/database';
import type { PatientRow } from '../../db/schema/appointments';
import { AppError } from '../../errors/app-error';
import { findPatientsByName } from '../patients/patients.service';

const birthdateRequired = () =>
  new AppError(422, 'BIRTHDATE_REQUIRED', 'Only known patients may book online: give the birthdate', {
    fields: { birthdate: 'required' },
  });

/** Nobody on file has this name and birthdate: the booking page tells the patient to call (its phone). */
export const unknownPatient = () =>
  new AppError(403, 'UNKNOWN_PATIENT', 'Only known patients may book online; please call the business', {
    fields: { birthdate: 'unknownPatient' },
  });

/**
 * Where only known patients may book online (bookingRules.knownPatientsOnly): the patient on file
 * with this name (any case) and birthdate, who then gets the booking. Name and birthdate, not the
 * phone: a known patient may book from a new number.
 */
export async function findKnownPatient(
  db: AppDatabase,
  businessId: string,
  person: { firstName: string; lastName: string; birthdate?: string | undefined },
): Promise<PatientRow> {
  if (!person.birthdate) throw birthdateRequired();
  const named = await findPatientsByName(db, businessId, person.firstName, person.lastName);
  const known = named.find((patient) => patient.birthdate === person.birthdate);
  if (!known) throw unknownPatient();
  return known;
}

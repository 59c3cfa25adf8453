import { birthdateProblem } from '@qtify/shared/domain/date-bounds';
import { isNameTooLong, splitFullName } from '@qtify/shared/domain/full-name';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
import { nameFault } from '@qtify/shared/domain/person-name';
import { apiFormErrors, type FormErrors } from '../../components/api-form-errors';

export type JoinField = 'fullName' | 'birthdate' | 'partySize';
export type JoinErrors = FormErrors<JoinField>;

// Keys of the patientJoin namespace; useFormState translates with the common `t`, so they carry it.
const FULL_NAME_REQUIRED = { key: 'patientJoin:join.fullNameRequired' };
const NAME_TOO_LONG = { key: 'validation.tooLong' };
// The birth date field explains itself (a namesake exists) in its hint; its error just asks to fill it,
// and only after a submit without it: the field appears without an error when the server asks for it.
const BIRTHDATE_REQUIRED = { key: 'validation.required' };
const BIRTHDATE_INVALID = { key: 'patientJoin:join.birthdateInvalid' };
/** A real day, but before 1900 or after today: the shared rule's own texts (domain/date-bounds.ts). */
const birthdateMessage = (code: string) =>
  code === 'birthdateInFuture' || code === 'birthdateTooEarly'
    ? { key: `validation.${code}` }
    : BIRTHDATE_INVALID;
const PARTY_SIZE_INVALID = { key: 'validation.partySize' };
// A link or a control character in the name (person-name.ts): the same codes as the server's 400.
const NAME_FAULTS = new Set(['nameLink', 'invalidCharacter']);

/**
 * The browser's own check before sending (the server checks the same and answers 422/409/400):
 * a first and a last name that are no link and hold no control character, once asked for, a birth date that is a real day, not in the future, and
 * a restaurant's persons (optional) as a whole number from 1 to 99.
 */
export function checkJoin(
  values: { fullName: string; birthdate: string; partySize?: string },
  askBirthdate: boolean,
  today: string,
): JoinErrors | null {
  const fields: JoinErrors['fields'] = {};
  const name = splitFullName(values.fullName);
  const fault = nameFault(values.fullName.trim());
  if (fault) fields.fullName = { key: `validation.${fault}` };
  else if (!name) fields.fullName = FULL_NAME_REQUIRED;
  else if (isNameTooLong(name)) fields.fullName = NAME_TOO_LONG;
  if (askBirthdate) {
    if (values.birthdate === '') fields.birthdate = BIRTHDATE_REQUIRED;
    else if (!isRealDay(values.birthdate)) fields.birthdate = BIRTHDATE_INVALID;
    else {
      const problem = birthdateProblem(values.birthdate, today);
      if (problem) fields.birthdate = birthdateMessage(problem);
    }
  }
  if (parsePartySizeText(values.partySize ?? '') === null) fields.partySize = PARTY_SIZE_INVALID;
  return Object.keys(fields).length > 0 ? { fields, form: null } : null;
}

/** `YYYY-MM-DD` of a real calendar day (not 2023-02-29). */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A refused registration as messages on its fields; `askBirthdate` true when the server asks for the
 * birth date (a namesake exists): that field then appears with its explanation, not yet an error.
 */
export function joinApiErrors(error: unknown): { errors: JoinErrors; askBirthdate: boolean } {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FULL_NAME_REQUIRED')
    return { errors: { fields: { fullName: FULL_NAME_REQUIRED }, form: null }, askBirthdate: false };
  if (code === 'BIRTHDATE_REQUIRED') return { errors: { fields: {}, form: null }, askBirthdate: true };
  const fields = (error as { fields?: Record<string, string> } | null)?.fields ?? {};
  if (code === 'VALIDATION' && fields.birthdate)
    return {
      errors: { fields: { birthdate: birthdateMessage(fields.birthdate) }, form: null },
      askBirthdate: true,
    };
  if (code === 'VALIDATION' && fields.fullName) {
    const message = NAME_FAULTS.has(fields.fullName)
      ? { key: `validation.${fields.fullName}` }
      : fields.fullName === 'tooLong'
        ? NAME_TOO_LONG
        : FULL_NAME_REQUIRED;
    return { errors: { fields: { fullName: message }, form: null }, askBirthdate: false };
  }
  if (code === 'VALIDATION' && fields.partySize)
    return { errors: { fields: { partySize: PARTY_SIZE_INVALID }, form: null }, askBirthdate: false };
  return {
    errors: apiFormErrors<JoinField>(error, { fields: ['fullName', 'birthdate', 'partySize'] }),
    askBirthdate: false,
  };
}

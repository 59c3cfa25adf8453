import { isNameTooLong, splitFullName } from '@qtify/shared/domain/full-name';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
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
const PARTY_SIZE_INVALID = { key: 'validation.partySize' };

/**
 * The browser's own check before sending (the server checks the same and answers 422/409/400):
 * a first and a last name, once asked for, a birth date that is a real day, not in the future, and
 * a restaurant's persons (optional) as a whole number from 1 to 99.
 */
export function checkJoin(
  values: { fullName: string; birthdate: string; partySize?: string },
  askBirthdate: boolean,
  today: string,
): JoinErrors | null {
  const fields: JoinErrors['fields'] = {};
  const name = splitFullName(values.fullName);
  if (!name) fields.fullName = FULL_NAME_REQUIRED;
  else if (isNameTooLong(name)) fields.fullName = NAME_TOO_LONG;
  if (askBirthdate) {
    if (values.birthdate === '') fields.birthdate = BIRTHDATE_REQUIRED;
    else if (!isPastDate(values.birthdate, today)) fields.birthdate = BIRTHDATE_INVALID;
  }
  if (parsePartySizeText(values.partySize ?? '') === null) fields.partySize = PARTY_SIZE_INVALID;
  return Object.keys(fields).length > 0 ? { fields, form: null } : null;
}

/** `YYYY-MM-DD` of a real calendar day, after 1900 and not after `today`. */
export function isPastDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01' || value > today) return false;
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
    return { errors: { fields: { birthdate: BIRTHDATE_INVALID }, form: null }, askBirthdate: true };
  if (code === 'VALIDATION' && fields.fullName) {
    const message = fields.fullName === 'tooLong' ? NAME_TOO_LONG : FULL_NAME_REQUIRED;
    return { errors: { fields: { fullName: message }, form: null }, askBirthdate: false };
  }
  if (code === 'VALIDATION' && fields.partySize)
    return { errors: { fields: { partySize: PARTY_SIZE_INVALID }, form: null }, askBirthdate: false };
  return {
    errors: apiFormErrors<JoinField>(error, { fields: ['fullName', 'birthdate', 'partySize'] }),
    askBirthdate: false,
  };
}

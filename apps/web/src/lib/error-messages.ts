import { type ApiError, type ClientErrorCode, isApiError, UNKNOWN_ERROR } from './api-error';

/** A text of the common namespace (or `<namespace>:key`), with the values it needs. */
export interface FormMessage {
  key: string;
  /**
   * `wait` is a number of seconds, shown as "in 45 seconds" in the page's language; other values are
   * the text's placeholders (`doctor` in the calendar's clash text).
   */
  values?: { wait?: number } & Record<string, string | number | undefined>;
}

/** Messages of a refused form: at the fields they are about, else above the form. */
export interface FormMessages {
  fields: Record<string, FormMessage>;
  form: FormMessage | null;
}

interface ErrorEntry {
  /** What the refusal means, above the form or in a notice. */
  key: string;
  /** The form fields the refusal is about: the first one a form has shows it, not the top of the form. */
  at?: readonly string[];
  /** Its text at that field, when other than `key`. */
  fieldKey?: string;
  /** For a refusal whose `error.fields` name the fields: the text of a field code of no text of its own. */
  fieldFallback?: string;
  /** The `error.fields` entry that counts what the refusal is about: the text's `count` (plural). */
  count?: string;
}

/** The codes whose text is `errors.<CODE>` and nothing more: a list, smaller in the entry chunk than entries. */
const PLAIN_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'BAD_REQUEST',
  'NETWORK',
  'UNKNOWN',
  'INVALID_TOKEN',
  'NOT_TEMPORARY',
  'EMAIL_NOT_VERIFIED',
  'CHALLENGE_REQUIRED',
  'NO_DOCTORS',
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'PATIENT_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'RANGE_TOO_LONG',
  'APPOINTMENT_STARTED',
  'OUTSIDE_AVAILABILITY',
  'BOOKING_LIMIT',
  'CANCEL_DEADLINE_PASSED',
  'SERIES_CONFLICT',
  'TOO_MANY_ANNOUNCEMENTS',
  'PATIENT_HAS_FUTURE_APPOINTMENTS',
  'ERASURE_REQUEST_CLOSED',
  'UNKNOWN_PATIENT',
  'INVALID_TRANSITION',
  'QUEUE_PAUSED',
  'CHECK_IN_CLOSED',
  'APPOINTMENT_CANCELLED',
  'NO_MATCHING_APPOINTMENT',
  'APPOINTMENT_NOT_OVER',
  'CHECKED_IN_ALREADY',
  'TOO_MANY_DEVICES',
  'UNKNOWN_WORKFLOW',
  'UNKNOWN_STAGE',
  'UNKNOWN_STATION',
  'DEFAULT_WORKFLOW',
  'WORKFLOW_IN_USE',
  'TOO_MANY_WORKFLOWS',
  'OWNER_MUST_TRANSFER',
  'PATIENT_DUPLICATE',
  'MERGE_INTO_SELF',
] as const satisfies readonly ClientErrorCode[];

/** The codes with more than their text (the fields it is about, a text of a namespace). */
const WITH_MORE: Record<Exclude<ClientErrorCode, (typeof PLAIN_CODES)[number]>, ErrorEntry> = {
  // Accounts
  INVALID_CREDENTIALS: {
    key: 'errors.INVALID_CREDENTIALS',
    at: ['oldPassword'],
    fieldKey: 'profile.password.oldWrong',
  },
  EMAIL_TAKEN: { key: 'errors.EMAIL_TAKEN', at: ['email'] },
  PASSWORD_POLICY: { key: 'errors.PASSWORD_POLICY', fieldFallback: 'password.errors.policy' },
  PASSWORDS_DO_NOT_MATCH: {
    key: 'errors.PASSWORDS_DO_NOT_MATCH',
    at: ['passwordRepeat', 'newPasswordRepeat'],
  },
  OLD_PASSWORD_REQUIRED: { key: 'errors.OLD_PASSWORD_REQUIRED', at: ['oldPassword'] },
  // Doctors (tables), working times, absences, appointment types: worded in the industry's namespace
  NAME_REQUIRED: { key: 'errors.NAME_REQUIRED', at: ['name'], fieldKey: 'doctorsPage.nameRequired' },
  SPECIALTY_REQUIRED: {
    key: 'errors.SPECIALTY_REQUIRED',
    at: ['specialty'],
    fieldKey: 'doctorsPage.specialtyRequired',
  },
  PARTY_SIZE_REQUIRED: {
    key: 'errors.PARTY_SIZE_REQUIRED',
    at: ['partySize'],
    fieldKey: 'doctorsPage.specialtyRequired',
  },
  // Each offending slot of a week (by its index) or the absence's end, named with its problem's code.
  INVALID_TIME_RANGE: {
    key: 'errors.INVALID_TIME_RANGE',
    at: ['end'],
    fieldKey: 'schedule.problems.startNotBeforeEnd',
    fieldFallback: 'schedule.problems.invalidTime',
  },
  INVALID_DATE_RANGE: { key: 'errors.INVALID_DATE_RANGE', at: ['to'] },
  // Names the doctor (`name`, from the screen) and counts the appointments in the way.
  DOCTOR_HAS_APPOINTMENTS: { key: 'doctorsPage.hasAppointments', count: 'appointments' },
  UNKNOWN_DOCTOR: { key: 'errors.UNKNOWN_DOCTOR', at: ['doctorIds'] },
  // Booking and appointments
  PHONE_REQUIRED: { key: 'errors.PHONE_REQUIRED', at: ['phone'], fieldKey: 'validation.phoneRequired' },
  PARTY_TOO_LARGE: { key: 'errors.PARTY_TOO_LARGE', at: ['partySize'] },
  // Named at the phone, the e-mail or both (`error.fields`), each with this text.
  OFFER_GONE: { key: 'waitlist:errors.OFFER_GONE' },
  // Waiting room
  FULL_NAME_REQUIRED: {
    key: 'errors.FULL_NAME_REQUIRED',
    at: ['fullName'],
    fieldKey: 'patientJoin:join.fullNameRequired',
  },
  // desk the refusal names the field (`birthdate: birthdateRequired`): staff read why it is needed.
  BIRTHDATE_REQUIRED: {
    key: 'errors.BIRTHDATE_REQUIRED',
    at: ['birthdate'],
    fieldKey: 'validation.required',
    fieldFallback: 'validation.required',
  },
  // Team
  ALREADY_MEMBER: { key: 'errors.ALREADY_MEMBER', at: ['email'] },
  // Repeat prescriptions (issue 23): their pages load the `prescriptions` catalogue, patients' first visits stay lean.
  PRESCRIPTION_DAILY_LIMIT: { key: 'prescriptions:errors.PRESCRIPTION_DAILY_LIMIT' },
  UNKNOWN_MEDICATION: { key: 'prescriptions:errors.UNKNOWN_MEDICATION', at: ['medications'] },
  FREE_TEXT_NOT_ALLOWED: { key: 'prescriptions:errors.FREE_TEXT_NOT_ALLOWED', at: ['note'] },
  NOTHING_REQUESTED: { key: 'prescriptions:errors.NOTHING_REQUESTED', at: ['medications'] },
  REASON_REQUIRED: { key: 'prescriptions:errors.REASON_REQUIRED', at: ['reason'] },
  // The catalogue (issue 22): its pages load the `catalogue` catalogue.
  CURRENCY_MISMATCH: { key: 'catalogue:errors.CURRENCY_MISMATCH', at: ['priceMinor'] },
  APPOINTMENT_TYPE_TAKEN: { key: 'catalogue:errors.APPOINTMENT_TYPE_TAKEN', at: ['bookable'] },
};

/**
 * Every error code of the contract (packages/shared/src/errors.ts) and the client's own two, with
 * its text: the one table of the web app. Texts worded per industry are variants of these keys
 * (`errors.SLOT_TAKEN_restaurant`), picked by the page's industry as i18next context.
 */
export const ERROR_MESSAGES = {
  ...Object.fromEntries(PLAIN_CODES.map((code) => [code, { key: `errors.${code}` }])),
  ...WITH_MORE,
} as Record<ClientErrorCode, ErrorEntry>;

/**
 * A code read off the wire, as the client knows it: one of the table's, else UNKNOWN (a newer
 * server's, explained by its status). The table has every code: the contract's list itself stays
 * out of the bundle.
 */
export function clientErrorCode(code: unknown): ClientErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code)
    ? (code as ClientErrorCode)
    : UNKNOWN_ERROR;
}

/**
 * Field codes (a 400's `error.fields` and the browser's check with the same shared schema) with a
 * text of their own: `<field>.<code>` for one field's wording, `<code>` for any field, `<field>.*` for
 * any other code of that field. Others read `validation.invalid`.
 */
const FIELD_MESSAGES: Record<string, string> = {
  required: 'validation.required',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  invalid_email: 'validation.emailInvalid',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  passwordRequired: 'validation.passwordRequired',
  tooLong: 'validation.tooLong',
  too_big: 'validation.tooLong',
  nameRequired: 'validation.nameRequired',
  invalidIndustry: 'validation.invalidIndustry',
  invalidColorTheme: 'validation.invalidColorTheme',
  invalidTimeZone: 'validation.invalidTimeZone',
  invalidServiceMinutes: 'validation.invalidServiceMinutes',
  invalidLanguage: 'validation.invalidLanguage',
  titleRequired: 'validation.titleRequired',
  durationTooShort: 'validation.durationTooShort',
  durationTooLong: 'validation.durationTooLong',
  invalidColor: 'validation.invalidColor',
  invalidNumber: 'validation.invalidNumber',
  invalidDate: 'validation.invalidDate',
  invalidDateTime: 'validation.invalidDateTime',
  phoneInvalid: 'validation.phoneInvalid',
  phoneRequired: 'validation.phoneRequired',
  svnrInvalid: 'validation.svnrInvalid',
  birthdateRequired: 'validation.birthdateRequired',
  invalidStatus: 'validation.invalidStatus',
  endBeforeStart: 'validation.endBeforeStart',
  partySize: 'validation.partySize',
  // PostgreSQL text cannot hold NUL; names, titles and notes refuse control characters and links.
  invalidCharacter: 'validation.invalidCharacter',
  nameLink: 'validation.nameLink',
  dateOutOfRange: 'validation.dateOutOfRange',
  birthdateTooEarly: 'validation.birthdateTooEarly',
  birthdateInFuture: 'validation.birthdateInFuture',
  // A body field the server does not know (a bug of the client, named so it can be found).
  unknownField: 'validation.unknownField',
  pushSubscriptionInvalid: 'validation.pushSubscriptionInvalid',
  // Password rules (a 422 PASSWORD_POLICY names the rule); the checklist shows which one.
  common: 'password.errors.common',
  maxLength: 'validation.tooLong',
  // A working time or an absence (working-times.ts): said at the slot or the field.
  startNotBeforeEnd: 'schedule.problems.startNotBeforeEnd',
  overlap: 'schedule.problems.overlap',
  invalidTime: 'schedule.problems.invalidTime',
  invalidWeekday: 'schedule.problems.invalidWeekday',
  // The optional e-mail of a booking is '' or an address: its failures arrive as generic codes.
  'email.*': 'validation.emailInvalid',
  'fullName.*': 'patientJoin:join.fullNameRequired',
  'birthdate.*': 'patientJoin:join.birthdateInvalid',
  'partySize.*': 'validation.partySize',
  // A persons field typed as no whole number reaches the schema as NaN: the party's own words.
  'partySize.invalidNumber': 'validation.partySize',
  'doctorIds.doctorsRequired': 'doctorsPage.typesDoctorsRequired',
  // An announcement's end (in the past, or over a year ahead): staff words, in their catalogue.
  'until.*': 'member:feed.problems.until',
  // A catalogue item's fields (money.ts, tax-rates.ts): the catalogue's words.
  invalidPrice: 'catalogue:validation.invalidPrice',
  priceTooPrecise: 'catalogue:validation.priceTooPrecise',
  priceTooHigh: 'catalogue:validation.priceTooHigh',
  invalidTaxRate: 'catalogue:validation.invalidTaxRate',
  durationRequired: 'catalogue:validation.durationRequired',
  tooManyProducts: 'catalogue:validation.tooManyProducts',
};

/** The text of a field code at a field (see FIELD_MESSAGES for the order of lookup). */
export function fieldMessage(field: string, code: string, fallback = 'validation.invalid'): FormMessage {
  const key =
    FIELD_MESSAGES[`${field}.${code}`] ?? FIELD_MESSAGES[code] ?? FIELD_MESSAGES[`${field}.*`] ?? fallback;
  return { key };
}

/** What a failed call means to a person, above a form or in a notice (`errors.INTERNAL` for a bug). */
export function errorMessage(error: unknown): FormMessage {
  if (!isApiError(error)) return { key: 'errors.INTERNAL' };
  if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds !== null)
    return { key: 'errors.RATE_LIMITED_WAIT', values: { wait: error.retryAfterSeconds } };
  if (error.code === 'UNKNOWN' && error.status >= 500) return { key: 'errors.INTERNAL' };
  const { key, count } = ERROR_MESSAGES[error.code];
  return count ? { key, values: { count: Number(error.fields[count]) || 1 } } : { key };
}

function namedFields(error: ApiError, entry: ErrorEntry, has: (name: string) => boolean) {
  const fields: Record<string, FormMessage> = {};
  const coded = error.code === 'VALIDATION' || entry.fieldFallback !== undefined;
  for (const [path, value] of Object.entries(error.fields)) {
    // `password.common` (the rule in the path) or `password: 'common'` (the rule as the value).
    const [name = '', rule] = path.split('.');
    if (!has(name)) continue;
    const message = coded ? fieldMessage(name, rule ?? value, entry.fieldFallback) : { key: entry.key };
    // The first code of a field is shown, but a rule of its own text (a common password) wins over
    // the generic text of another rule.
    const shown = fields[name];
    if (!shown || (shown.key === entry.fieldFallback && message.key !== entry.fieldFallback))
      fields[name] = message;
  }
  return fields;
}

/**
 * A refused call as messages of a form with `formFields`: at the fields it names (`error.fields`,
 * or the table's `at`), else above the form.
 */
export function formMessages(error: unknown, formFields: readonly string[]): FormMessages {
  const has = (name: string) => formFields.includes(name);
  if (!isApiError(error)) return { fields: {}, form: errorMessage(error) };
  const entry = ERROR_MESSAGES[error.code];
  const fields = namedFields(error, entry, has);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const field = entry.at?.find(has);
  if (field) return { fields: { [field]: { key: entry.fieldKey ?? entry.key } }, form: null };
  return { fields: {}, form: errorMessage(error) };
}

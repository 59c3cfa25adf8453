import type { TFunction } from 'i18next';

/** A message for a form or one of its fields, as a key of the common namespace plus its values. */
export interface FormMessage {
  key: string;
  /**
   * `wait` is a number of seconds, shown as "in 45 seconds" in the page's language; other values are
   * the text's placeholders (`doctor` in the calendar's clash text).
   */
  values?: { wait?: number } & Record<string, string | number | undefined>;
}

/** The field codes of the shared zod schemas and the API's `error.fields` that have their own text. */
const VALIDATION_KEYS: Record<string, string> = {
  required: 'required',
  emailRequired: 'emailRequired',
  emailInvalid: 'emailInvalid',
  invalid_email: 'emailInvalid',
  firstNameRequired: 'firstNameRequired',
  lastNameRequired: 'lastNameRequired',
  passwordRequired: 'passwordRequired',
  tooLong: 'tooLong',
  too_big: 'tooLong',
  // Businesses (business-schemas.ts)
  nameRequired: 'nameRequired',
  invalidIndustry: 'invalidIndustry',
  invalidColorTheme: 'invalidColorTheme',
  invalidTimeZone: 'invalidTimeZone',
  invalidServiceMinutes: 'invalidServiceMinutes',
  invalidLanguage: 'invalidLanguage',
  // Appointment types (appointment-type-schemas.ts)
  titleRequired: 'titleRequired',
  durationTooShort: 'durationTooShort',
  durationTooLong: 'durationTooLong',
  invalidColor: 'invalidColor',
  invalidNumber: 'invalidNumber',
  // Booking and the waiting room (booking-schemas.ts, queue-schemas.ts)
  invalidDate: 'invalidDate',
  invalidDateTime: 'invalidDateTime',
  phoneInvalid: 'phoneInvalid',
  phoneRequired: 'phoneRequired',
  svnrInvalid: 'svnrInvalid',
  birthdateRequired: 'birthdateRequired',
  invalidStatus: 'invalidStatus',
  // A time window whose end is not after its start (bulk removal)
  endBeforeStart: 'endBeforeStart',
  // A restaurant's party (the forms' own check: a whole number from 1 to 99)
  partySize: 'partySize',
  // Any text field (the server's validator: PostgreSQL text cannot hold NUL; titles, names and
  // notes refuse control characters, domain/plain-text.ts)
  invalidCharacter: 'invalidCharacter',
  nameLink: 'nameLink',
  // Dates (date-schemas.ts): the calendar's range, plausible birthdates
  dateOutOfRange: 'dateOutOfRange',
  birthdateTooEarly: 'birthdateTooEarly',
  birthdateInFuture: 'birthdateInFuture',
  // A body field the server does not know (a bug of the client, named so it can be found)
  unknownField: 'unknownField',
  // A Web Push subscription the server does not accept (push-endpoint.ts)
  pushSubscriptionInvalid: 'pushSubscriptionInvalid',
};

/** `validation.<key>` for a field code; codes without their own text get the generic one. */
export function validationMessage(code: string): FormMessage {
  return { key: `validation.${VALIDATION_KEYS[code] ?? 'invalid'}` };
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

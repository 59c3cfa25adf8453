import { type ApiError, isApiError } from '../lib/api-error';
import { errorMessage } from '../lib/error-messages';
import { type FormMessage, validationMessage } from '../lib/form-message';

export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, FormMessage>>;
  /** What belongs to no single field (wrong credentials, rate limit, network). */
  form: FormMessage | null;
}

export interface ApiFormErrorOptions<Field extends string> {
  /** The form's fields, named as in the request body, so the API's `error.fields` can be matched. */
  fields: readonly Field[];
  /** Error codes that are about one field, e.g. `EMAIL_TAKEN` → email. */
  codes?: Partial<Record<string, { field: Field; key: string }>>;
  /** Error codes with a form-level text other than `errors.<CODE>`. */
  formKeys?: Partial<Record<string, string>>;
}

/** The text for a failed password rule of a 422 PASSWORD_POLICY; the checklist shows which one. */
function passwordRuleMessage(rule: string): FormMessage {
  if (rule === 'common') return { key: 'password.errors.common' };
  if (rule === 'maxLength') return { key: 'validation.tooLong' };
  return { key: 'password.errors.policy' };
}

// Codes of the accounts API with their own `errors.<CODE>` text (ApiError knows only the generic ones).
const ACCOUNT_CODES = new Set([
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'PASSWORD_POLICY',
  'PASSWORDS_DO_NOT_MATCH',
  'OLD_PASSWORD_REQUIRED',
  'INVALID_TOKEN',
]);

function formMessage(error: ApiError, formKeys: Partial<Record<string, string>>): FormMessage {
  const own = formKeys[error.code];
  if (own) return { key: own };
  if (ACCOUNT_CODES.has(error.code)) return { key: `errors.${error.code}` };
  if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds !== null) {
    return { key: 'errors.RATE_LIMITED_WAIT', values: { wait: error.retryAfterSeconds } };
  }
  return errorMessage(error);
}

/**
 * Turns a failed call into messages where the user can act on them: on the field it is about
 * (validation codes, password rules, codes named in `codes`), else above the form.
 */
export function apiFormErrors<Field extends string>(
  error: unknown,
  { fields: formFields, codes = {}, formKeys = {} }: ApiFormErrorOptions<Field>,
): FormErrors<Field> {
  if (!isApiError(error)) return { fields: {}, form: { key: 'errors.INTERNAL' } };
  const result: FormErrors<Field> = { fields: {}, form: null };
  const known = (name: string | undefined): name is Field => formFields.includes(name as Field);

  const single = codes[error.code];
  if (single) {
    result.fields[single.field] = { key: single.key };
    return result;
  }
  if (error.code === 'PASSWORD_POLICY' || error.code === 'VALIDATION') {
    for (const [path, code] of Object.entries(error.fields)) {
      // `password.common` (rule in the path) or `password: 'common'` (rule as the value).
      const [name, rule] = path.split('.');
      if (!known(name)) continue;
      const message =
        error.code === 'PASSWORD_POLICY' ? passwordRuleMessage(rule ?? code) : validationMessage(code);
      // 'common' is the one rule the checklist cannot show, so it wins over the generic text.
      if (!result.fields[name] || message.key === 'password.errors.common') result.fields[name] = message;
    }
    if (Object.keys(result.fields).length > 0) return result;
  }
  result.form = formMessage(error, formKeys);
  return result;
}

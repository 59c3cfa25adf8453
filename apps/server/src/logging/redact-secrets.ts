/**
 * Keys whose values never reach a log line, at any depth (compared case-insensitively): secrets,
 * and the personal data a request body or a row carries, should code log one (issue 16).
 */
export const SECRET_KEYS = [
  'password',
  'passwordRepeat',
  'oldPassword',
  'newPassword',
  'newPasswordRepeat',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'phone',
  'firstName',
  'lastName',
  'fullName',
  'birthdate',
  'svnr',
  'note',
  'link',
  'endpoint',
  'p256dh',
  'auth',
];

const SECRET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
const CENSOR = '[Redacted]';
/** Deeper than anything our code logs; guards against cycles without tracking visited objects. */
const MAX_DEPTH = 8;

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of a log line's object with every secret masked, however deep (pino's path-based
 * redaction needs a wildcard path per depth, and runs them on every request's child logger:
 * 4 µs each). Only plain objects and arrays are walked: requests, errors and other instances
 * go to their serializers. The input is never changed; without secrets it is returned as is.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const redacted = redactSecrets(item, depth + 1);
      if (redacted !== item) {
        copy ??= [...value];
        copy[index] = redacted;
      }
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const redacted = SECRET.has(key.toLowerCase()) ? CENSOR : redactSecrets(item, depth + 1);
    if (redacted !== item) {
      copy ??= { ...value };
      copy[key] = redacted;
    }
  }
  return (copy ?? value) as T;
}

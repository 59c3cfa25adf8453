/**
 * Properties of an error that never hold a value the user sent or the database keeps: SQLSTATE,
 * constraint and table names, Node's socket fields, HTTP statuses. pg's `detail` ("Key (email)=
 * (ana@example.com) already exists", "Failing row contains (…)") and `where`, Drizzle's `query` and
 * `params`, web-push's `endpoint` and `body` are left out on purpose.
 */
const SAFE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'syscall',
  'errno',
  'statusCode',
  'validationContext',
] as const;

/** Error types whose message is written by code, never built from data. */
const SAFE_MESSAGE_TYPES = new Set(['AppError', 'RequestValidationError', 'WebPushError', 'ConfigError']);

const REDACTED = '[Redacted]';
const MAX_CAUSES = 3;

/** A database error from pg or PGlite: a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: Error & { code?: unknown; severity?: unknown }) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/**
 * The message as far as it cannot hold personal data. PostgreSQL quotes the offending input after a
 * colon (`invalid input syntax for type uuid: "…"`, `date/time field value out of range: "…"`) and
 * identifiers elsewhere: the former are masked. Drizzle's "Failed query: <sql>\nparams: <values>"
 * keeps its SQL (parameters are placeholders). Node's socket errors name an address and port. Any
 * other message may have been built from data (`Patient ${name} not found`) and is left out: the
 * type, code and stack say where it came from.
 */
function safeMessage(error: Error & { code?: unknown; syscall?: unknown }): string {
  const type = error.constructor?.name ?? 'Error';
  if (isDatabaseError(error)) return error.message.replace(/: (["'])(?:(?!\1).)*\1/g, `: $1${REDACTED}$1`);
  if (type === 'DrizzleQueryError') return error.message.split('\nparams:', 1)[0] as string;
  if (typeof error.syscall === 'string') return error.message;
  if (typeof error.code === 'string' && error.code.startsWith('FST_')) return error.message;
  if (SAFE_MESSAGE_TYPES.has(type)) return error.message;
  return REDACTED;
}

/** The stack's frames without its first line, which repeats the message. */
function frames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/**
 * pino's `err` serializer (and every Error in a log line): type, safe fields, a message that cannot
 * hold personal data, the stack frames and the causes, in the same shape. No log line may hold a
 * name, a birthdate, a phone number, an e-mail address, an SV number or a token (issue 16); an
 * error's message and properties are where they used to slip in.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as Error & Record<string, unknown>;
  // PGlite's bundled error class has a minified name.
  const type = isDatabaseError(error) ? 'DatabaseError' : (error.constructor?.name ?? 'Error');
  const serialized: Record<string, unknown> = { type, message: safeMessage(error) };
  for (const field of SAFE_FIELDS) {
    const item = error[field];
    if (typeof item === 'string' || typeof item === 'number') serialized[field] = item;
  }
  const stack = frames(error.stack);
  if (stack) serialized.stack = stack;
  if (error.cause instanceof Error && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

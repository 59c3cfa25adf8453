import { ErrorCode } from '@qtify/shared/errors';

/** Set by the client itself when the server could not be reached at all. */
export const NETWORK_ERROR = 'NETWORK';

/** A failed API call with the contract's error shape (API.md): status, code, message, fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string>;
  /** From a 429's `Retry-After` header: how long to wait before trying again, if the server said. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number | null;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** The common-namespace key that explains this error to a person (`errors.<CODE>`). */
  get messageKey(): string {
    if (this.code === NETWORK_ERROR || (Object.values(ErrorCode) as string[]).includes(this.code)) {
      return `errors.${this.code}`;
    }
    return this.status >= 500 ? 'errors.INTERNAL' : 'errors.UNKNOWN';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

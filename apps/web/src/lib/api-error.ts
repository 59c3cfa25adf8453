import type { ErrorCode } from '@qtify/shared/errors';

/** Set by the client itself when the server could not be reached at all. */
export const NETWORK_ERROR = 'NETWORK';
/** A code this client does not know (a newer server's): explained by its status. */
export const UNKNOWN_ERROR = 'UNKNOWN';

/** The contract's codes, and the two the client sets itself. */
export type ClientErrorCode = ErrorCode | typeof NETWORK_ERROR | typeof UNKNOWN_ERROR;

/** A failed API call with the contract's error shape (API.md): status, code, message, fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields: Record<string, string>;
  /** From a 429's `Retry-After` header: how long to wait before trying again, if the server said. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    code: ClientErrorCode;
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
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

import type { ErrorCode } from '@qtify/shared/errors';

export interface AppErrorOptions {
  /** Field path → validation code, for errors about specific fields (`error.fields`). */
  fields?: Record<string, string>;
  /** Headers the answer carries, e.g. `{ 'retry-after': '60' }` with a 429. */
  headers?: Record<string, string>;
  /** The proof-of-work challenge of a 429 CHALLENGE_REQUIRED (`error.challenge`). */
  challenge?: unknown;
  cause?: unknown;
}

/**
 * An error a service throws on purpose: the error handler answers it as
 * `{ success: false, error: { code, message, fields?, challenge? } }` with `status`.
 * Anything else that is thrown is treated as a bug and answers a bare 500.
 *
 * @example throw new AppError(409, 'SLOT_TAKEN', 'The slot was booked meanwhile');
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly challenge?: unknown;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = code,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.fields = options.fields;
    this.headers = options.headers;
    this.challenge = options.challenge;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

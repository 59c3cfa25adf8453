import { AppError } from './app-error';

/** Seconds a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The answer while the database cannot be reached (db/is-connection-loss.ts): 503
 * SERVICE_UNAVAILABLE with Retry-After, never a 500. The pool reconnects by itself.
 */
export function databaseUnavailable(cause?: unknown): AppError {
  return new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is unreachable; please try again shortly', {
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  });
}

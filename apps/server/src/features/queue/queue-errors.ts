import { AppError } from '../../errors/app-error';

export const entryNotFound = () => new AppError(404, 'NOT_FOUND', 'No such queue entry');

export const patientNotFound = () => new AppError(404, 'NOT_FOUND', 'No such patient');

export const fullNameRequired = () =>
  new AppError(422, 'FULL_NAME_REQUIRED', 'Enter first and last name', {
    fields: { fullName: 'fullNameRequired' },
  });

/** The full name fits its 200 characters, but its first or last name not the record's 100. */
export const nameTooLong = () =>
  new AppError(400, 'VALIDATION', 'First and last name may have at most 100 characters each', {
    fields: { fullName: 'tooLong' },
  });

/** SPEC: a patient of that name exists, so the birth date tells them apart. */
export const birthdateRequired = () =>
  new AppError(409, 'BIRTHDATE_REQUIRED', 'A patient of that name exists; enter the birth date', {
    fields: { birthdate: 'birthdateRequired' },
  });

export const invalidTransition = (from: string, to: string) =>
  new AppError(422, 'INVALID_TRANSITION', `An entry cannot go from ${from} to ${to}`, {
    fields: { status: 'invalid' },
  });

/** Staff paused self-registration (a flood, a full room); desk additions still work. */
export const queuePaused = () =>
  new AppError(423, 'QUEUE_PAUSED', 'Self-registration is paused; please ask at the desk');

/** Step-out/return toggled too often (per visitor or per entry token). */
export const toggledTooOften = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many changes, retry in ${retryAfterSeconds} seconds`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * Thrown inside a queue change's transaction when there is nothing to change (stepping out while
 * out, removing an empty window): the rollback undoes the version bump, so no version goes out
 * without its broadcast.
 */
export class NothingChanged extends Error {
  override name = 'NothingChanged';
}

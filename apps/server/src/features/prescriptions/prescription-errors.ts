import { AppError } from '../../errors/app-error';

// The refusals of the repeat-prescription API (issue 23). Another business's request or patient,
// an unknown or revoked link and a business of another industry all get the same 404.

export const prescriptionNotFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

export const dailyLimitReached = (limit: number) =>
  new AppError(409, 'PRESCRIPTION_DAILY_LIMIT', 'No more requests today', {
    fields: { limit: String(limit) },
  });

export const unknownMedication = (index: number) =>
  new AppError(422, 'UNKNOWN_MEDICATION', 'Only medications on the list can be requested', {
    fields: { [`medications.${index}`]: 'unknownMedication' },
  });

export const freeTextNotAllowed = () =>
  new AppError(422, 'FREE_TEXT_NOT_ALLOWED', 'This practice takes requests from the list only', {
    fields: { note: 'freeTextNotAllowed' },
  });

export const nothingRequested = () =>
  new AppError(422, 'NOTHING_REQUESTED', 'Choose a medication', { fields: { medications: 'required' } });

export const invalidTransition = () =>
  new AppError(422, 'INVALID_TRANSITION', 'The request cannot move to that status from its current one');

export const reasonRequired = () =>
  new AppError(422, 'REASON_REQUIRED', 'A decline needs a reason', { fields: { reason: 'required' } });

export const notAllowed = () => new AppError(403, 'FORBIDDEN', 'Not allowed');

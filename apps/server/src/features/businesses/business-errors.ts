import { AppError } from '../../errors/app-error';

// The refusals of the businesses API. One not-found answer for every case (unknown id, malformed
// id, another business's id, a guest's token), so the answer never tells them apart.

export const businessNotFound = () => new AppError(404, 'NOT_FOUND', 'No such business');

/** The member's role may not do this (team-policy.ts). */
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'Your role in this business may not do that');

export const guestsCannotCreateBusinesses = () =>
  new AppError(403, 'FORBIDDEN', 'A guest account cannot create a business; make it permanent first');

export const notOpenOnline = () =>
  new AppError(
    403,
    'EMAIL_NOT_VERIFIED',
    'This business does not take online bookings or registrations yet: its owner has not verified their e-mail address',
  );

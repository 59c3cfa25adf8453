import { AppError } from '../../errors/app-error';

// The refusals of the timetable API. Someone who is no member of this business (or a malformed
// id) gets the same 404 as an unknown one.

export const memberNotFound = () => new AppError(404, 'NOT_FOUND', 'No such member');

/** The business went away between the scope's check and the read. */
export const businessGone = () => new AppError(404, 'NOT_FOUND', 'No such business');

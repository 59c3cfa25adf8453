import { AppError } from '../../errors/app-error';

/** The offered time went to another patient, was booked otherwise, or has begun. */
export const offerGone = () => new AppError(410, 'OFFER_GONE', 'This time is gone');

export const offerNotFound = () => new AppError(404, 'NOT_FOUND', 'No such offer');

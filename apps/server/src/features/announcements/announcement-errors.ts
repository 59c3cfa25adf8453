import { AppError } from '../../errors/app-error';

// The refusals of the announcements API. Another business's announcement and an unknown id get
// the same 404.

export const announcementNotFound = () => new AppError(404, 'NOT_FOUND', 'No such announcement');

/** An end in the past or further out than ANNOUNCEMENT_MAX_DAYS (400, nothing saved). */
export const badUntil = (problem: 'untilPast' | 'untilTooFar') =>
  new AppError(400, 'VALIDATION', 'The end must lie ahead, within a year', { fields: { until: problem } });

/** ANNOUNCEMENTS_CURRENT_MAX current ones already: end or remove one first. */
export const tooManyAnnouncements = () =>
  new AppError(409, 'TOO_MANY_ANNOUNCEMENTS', 'Too many current announcements');

import { z } from 'zod';
import {
  birthdateProblem,
  isCalendarDate,
  isCalendarInstant,
  latestDateOnEarth,
} from '../domain/date-bounds';

// Every date and time a client sends, bounded (domain/date-bounds.ts): a date far out is 400
// `dateOutOfRange` instead of a 500 somewhere deeper, a birthdate is a plausible one.

const ZIsoDate = z.iso.date('invalidDate');
const ZIsoInstant = z.iso.datetime({ offset: true, message: 'invalidDateTime' });

/** A local date (YYYY-MM-DD) of the calendar: an absence, a range of slots or appointments. */
export const ZCalendarDate = ZIsoDate.refine(isCalendarDate, 'dateOutOfRange');

/** An instant with its offset (ISO 8601) of the calendar: an appointment's start. */
export const ZCalendarInstant = ZIsoInstant.refine(isCalendarInstant, 'dateOutOfRange');

/** A date or an instant, as a calendar view asks for its range. */
export const ZCalendarDateOrInstant = z
  .union([ZIsoDate, ZIsoInstant], 'invalidDate')
  .refine(
    (value) => (value.length === 10 ? isCalendarDate(value) : isCalendarInstant(value)),
    'dateOutOfRange',
  );

/** A date of birth: since 1900 and not after today (anywhere on Earth). Every birthdate field uses it. */
export const ZBirthdate = ZIsoDate.superRefine((date, context) => {
  const problem = birthdateProblem(date, latestDateOnEarth(Date.now()));
  if (problem) context.addIssue({ code: 'custom', message: problem, input: date });
});

import { z } from 'zod';
import { isClockTime } from '../domain/clock-time';
import { MAX_TABLE_SEATS, MIN_TABLE_SEATS } from '../domain/party-size';
import { isSingleLineText } from '../domain/plain-text';
import { ZCalendarDate } from './date-schemas';

// API.md "Doctors". Names and specialty may arrive empty: the service answers 422 NAME_REQUIRED or
// SPECIALTY_REQUIRED (PARTY_SIZE_REQUIRED for a restaurant's tables), because which one applies
// depends on the business's industry.

export const ZClockTime = z.string('required').refine(isClockTime, 'invalidTime');

export const ZDoctorBody = z.object({
  name: z.string('required').trim().max(100, 'tooLong').refine(isSingleLineText, 'invalidCharacter'),
  specialty: z.string().trim().max(100, 'tooLong').refine(isSingleLineText, 'invalidCharacter').optional(),
  /** Restaurants: how many persons the table seats (PAX). */
  partySize: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(MIN_TABLE_SEATS, 'tooSmall')
    .max(MAX_TABLE_SEATS, 'tooLarge')
    .optional(),
});

export const ZDoctorPatchBody = ZDoctorBody.partial();

export const ZWorkingTime = z.object({
  weekday: z.number('invalidNumber').int('invalidNumber').min(1, 'invalidWeekday').max(7, 'invalidWeekday'),
  start: ZClockTime,
  end: ZClockTime,
});

/** One span of a day ("08:00"–"12:00"): a changed date's hours. */
export const ZClockSpan = z.object({ start: ZClockTime, end: ZClockTime });

/**
 * A date the doctor works other hours than their week says (issue 19, the timetable); no hours:
 * not at all. The booking page and the staff availability check follow it.
 */
export const ZDayException = z
  .object({ date: z.string(), hours: z.array(ZClockSpan) })
  .meta({ id: 'DayException' });

/** PUT replaces the whole week; a dozen slots a day is more than any practice needs. */
export const ZWorkingTimesBody = z.array(ZWorkingTime).max(7 * 12, 'tooMany');

/**
 * An absence from `from` to `to` (local dates, inclusive; issue 18: a two-week holiday is one
 * absence), whole days or `start`–`end` on each of them. `date` is the older single-day form and
 * means `from = to = date`. The service answers 422 INVALID_DATE_RANGE when `to` is before `from`
 * and RANGE_TOO_LONG beyond MAX_ABSENCE_DAYS (domain/absence-range.ts).
 */
export const ZAbsenceBody = z
  .object({
    from: ZCalendarDate.optional(),
    to: ZCalendarDate.optional(),
    date: ZCalendarDate.optional(),
    allDay: z.boolean('required'),
    start: ZClockTime.optional(),
    end: ZClockTime.optional(),
    reason: z.string().trim().max(200, 'tooLong').refine(isSingleLineText, 'invalidCharacter').optional(),
  })
  .refine((absence) => absence.from !== undefined || absence.date !== undefined, {
    message: 'required',
    path: ['from'],
  })
  .refine((absence) => absence.allDay || (absence.start !== undefined && absence.end !== undefined), {
    message: 'timesRequired',
    path: ['start'],
  });

export const ZAbsence = z
  .object({
    id: z.string(),
    /** The first day, inclusive. */
    from: z.string(),
    /** The last day, inclusive. */
    to: z.string(),
    /** The first day again, for clients from before absences spanned ranges. */
    date: z.string(),
    allDay: z.boolean(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'Absence' });

export const ZDoctor = z
  .object({
    id: z.string(),
    name: z.string(),
    specialty: z.string().nullable(),
    partySize: z.number().int().nullable(),
    workingTimes: z.array(ZWorkingTime),
    absences: z.array(ZAbsence),
    /** Changed dates, by date. */
    exceptions: z.array(ZDayException),
  })
  .meta({ id: 'Doctor' });

export type Doctor = z.infer<typeof ZDoctor>;
export type Absence = z.infer<typeof ZAbsence>;
export type DayException = z.infer<typeof ZDayException>;
export type DoctorBody = z.infer<typeof ZDoctorBody>;
export type AbsenceBody = z.infer<typeof ZAbsenceBody>;

export const ZDoctorResponse = z.object({ success: z.literal(true), doctor: ZDoctor });
export const ZDoctorsResponse = z.object({ success: z.literal(true), doctors: z.array(ZDoctor) });
export const ZAbsenceResponse = z.object({ success: z.literal(true), absence: ZAbsence });

/** POST …/absences/:absenceId/cancel-appointments: how many appointments it cancelled. */
export const ZAbsenceCancelResponse = z.object({ success: z.literal(true), cancelled: z.number().int() });

/** Path parameters; a malformed or foreign id answers 404 NOT_FOUND like an unknown one. */
export const ZDoctorIdParams = z.object({ businessId: z.string(), doctorId: z.string() });
export const ZAbsenceIdParams = ZDoctorIdParams.extend({ absenceId: z.string() });

export type DoctorPatchBody = z.infer<typeof ZDoctorPatchBody>;
export type WorkingTimesBody = z.infer<typeof ZWorkingTimesBody>;

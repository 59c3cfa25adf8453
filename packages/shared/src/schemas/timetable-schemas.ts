import { z } from 'zod';
import { MAX_COPY_WEEKS, MAX_SPANS_PER_DAY } from '../domain/timetable-limits';
import { ZCalendarDate } from './date-schemas';
import { ZAbsence, ZClockSpan, ZWorkingTime } from './doctor-schemas';

// The team's timetable (issue 19): the week's working times and absences of the doctors (tables),
// the staff's shifts, and the dates they work differently.

/**
 * PUT …/exceptions/:date: the hours worked on that date instead of the week's; an empty list
 * means not working that day. Overlapping hours answer 422 INVALID_TIME_RANGE naming each by index.
 */
export const ZDayExceptionBody = z.object({
  hours: z.array(ZClockSpan).max(MAX_SPANS_PER_DAY, 'tooMany'),
});

/** PUT …/members/:userId/shifts replaces the member's whole week, like a doctor's working times. */
export const ZShiftsBody = z.array(ZWorkingTime).max(7 * MAX_SPANS_PER_DAY, 'tooMany');

/** POST …/timetable/copy-week: the week holding `week` (any of its dates) onto the next `weeks` weeks. */
export const ZCopyWeekBody = z.object({
  week: ZCalendarDate,
  weeks: z.number('invalidNumber').int('invalidNumber').min(1, 'tooSmall').max(MAX_COPY_WEEKS, 'tooLarge'),
});

export const ZTimetableQuery = z.object({ week: ZCalendarDate.optional() });

const ZDoctorDay = z.object({
  date: z.string(),
  hours: z.array(ZClockSpan),
  /** The hours come from a changed date, not the week. */
  exception: z.boolean(),
  absences: z.array(ZAbsence),
});

const ZMemberDay = z.object({ date: z.string(), hours: z.array(ZClockSpan), exception: z.boolean() });

export const ZTimetable = z
  .object({
    /** Monday and Sunday of the week, local dates of the business. */
    from: z.string(),
    to: z.string(),
    /** Today in the business's time zone. */
    today: z.string(),
    doctors: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        /** The regular week (the same the doctors page edits). */
        workingTimes: z.array(ZWorkingTime),
        days: z.array(ZDoctorDay),
      }),
    ),
    members: z.array(
      z.object({
        userId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        role: z.string(),
        shifts: z.array(ZWorkingTime),
        days: z.array(ZMemberDay),
      }),
    ),
  })
  .meta({ id: 'Timetable' });

export const ZTimetableResponse = z.object({ success: z.literal(true), timetable: ZTimetable });
export const ZCopyWeekResponse = z.object({ success: z.literal(true), copied: z.number().int() });

export const ZDoctorDateParams = z.object({
  businessId: z.string(),
  doctorId: z.string(),
  date: ZCalendarDate,
});
export const ZMemberParams = z.object({ businessId: z.string(), userId: z.string() });
export const ZMemberDateParams = ZMemberParams.extend({ date: ZCalendarDate });

export type ClockSpan = z.infer<typeof ZClockSpan>;
export type DayExceptionBody = z.infer<typeof ZDayExceptionBody>;
export type ShiftsBody = z.infer<typeof ZShiftsBody>;
export type CopyWeekBody = z.infer<typeof ZCopyWeekBody>;
export type Timetable = z.infer<typeof ZTimetable>;
export type TimetableDoctor = Timetable['doctors'][number];
export type TimetableMember = Timetable['members'][number];

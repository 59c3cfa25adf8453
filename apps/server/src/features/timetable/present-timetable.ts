import { minutesToClockTime } from '@qtify/shared/domain/clock-time';
import {
  clockHoursOf,
  type DayException,
  dayExceptionsOf,
  workingSpansOn,
} from '@qtify/shared/domain/working-day';
import type { Timetable } from '@qtify/shared/schemas/timetable-schemas';
import type { StaffShiftExceptionRow, StaffShiftRow } from '../../db/schema/timetable';
import type { DoctorWeek } from '../doctors/doctors.service';

export interface TimetableParts {
  dates: string[];
  today: string;
  doctors: DoctorWeek[];
  members: { userId: string; firstName: string; lastName: string; role: string }[];
  shifts: StaffShiftRow[];
  shiftExceptions: StaffShiftExceptionRow[];
}

const dayOf = (
  date: string,
  week: readonly { weekday: number; startMinute: number; endMinute: number }[],
  exceptions: readonly DayException[],
) => ({
  date,
  hours: clockHoursOf(workingSpansOn(date, week, exceptions)),
  exception: exceptions.some((exception) => exception.date === date),
});

const clockWeek = (rows: readonly { weekday: number; startMinute: number; endMinute: number }[]) =>
  rows.map((row) => ({
    weekday: row.weekday,
    start: minutesToClockTime(row.startMinute),
    end: minutesToClockTime(row.endMinute),
  }));

/** The week as GET …/timetable answers it: each day's hours from the week or its changed date. */
export function presentTimetable(parts: TimetableParts): Timetable {
  const { dates } = parts;
  return {
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    today: parts.today,
    doctors: parts.doctors.map((doctor) => ({
      id: doctor.id,
      name: doctor.name,
      workingTimes: doctor.workingTimes,
      days: dates.map((date) => ({
        ...dayOf(date, doctor.weekMinutes, doctor.exceptions),
        absences: doctor.absences.filter((absence) => absence.from <= date && date <= absence.to),
      })),
    })),
    members: parts.members.map((member) => {
      const shifts = parts.shifts.filter((shift) => shift.userId === member.userId);
      const exceptions = dayExceptionsOf(parts.shiftExceptions.filter((row) => row.userId === member.userId));
      return {
        ...member,
        shifts: clockWeek(shifts),
        days: dates.map((date) => dayOf(date, shifts, exceptions)),
      };
    }),
  };
}

import { minutesToClockTime } from '@qtify/shared/domain/clock-time';
import { clockHoursOf, dayExceptionsOf } from '@qtify/shared/domain/working-day';
import type { Absence, Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { AbsenceRow, DoctorRow, WorkingTimeRow } from '../../db/schema/doctors';
import type { WorkingTimeExceptionRow } from '../../db/schema/timetable';

export function presentAbsence(row: AbsenceRow): Absence {
  return {
    id: row.id,
    from: row.date,
    to: row.toDate,
    date: row.date,
    allDay: row.allDay,
    start: row.startMinute === null ? null : minutesToClockTime(row.startMinute),
    end: row.endMinute === null ? null : minutesToClockTime(row.endMinute),
    reason: row.reason,
  };
}

/** A doctor as the API shows it; `workingTimes`, `absences` and `exceptions` arrive sorted by the repositories. */
export function presentDoctor(
  row: DoctorRow,
  workingTimes: WorkingTimeRow[],
  absences: AbsenceRow[],
  exceptions: WorkingTimeExceptionRow[] = [],
): Doctor {
  return {
    id: row.id,
    name: row.name,
    specialty: row.specialty,
    partySize: row.partySize,
    workingTimes: workingTimes
      .filter((slot) => slot.doctorId === row.id)
      .map((slot) => ({
        weekday: slot.weekday,
        start: minutesToClockTime(slot.startMinute),
        end: minutesToClockTime(slot.endMinute),
      })),
    absences: absences.filter((absence) => absence.doctorId === row.id).map(presentAbsence),
    exceptions: dayExceptionsOf(exceptions.filter((exception) => exception.doctorId === row.id)).map(
      (day) => ({
        date: day.date,
        hours: clockHoursOf(day.spans),
      }),
    ),
  };
}

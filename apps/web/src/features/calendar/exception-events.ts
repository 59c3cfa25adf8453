import type { EventInput } from '@fullcalendar/core';
import { clockTimeToMinutes, minutesToClockTime } from '@qtify/shared/domain/clock-time';
import { subtractIntervals } from '@qtify/shared/domain/intervals';
import { addDays, isoWeekday } from '@qtify/shared/domain/zoned-time';
import type { Doctor } from '../../lib/queries/doctors';
import { ABSENCE_EVENT } from './absence-events';

export interface ExceptionLabels {
  /** The date is not worked at all. */
  off: string;
  /** The date is worked at other hours ("10:00–11:00"). */
  changed: (hours: string) => string;
}

const minutesOf = (spans: readonly { start: string; end: string }[]) =>
  spans.map((span) => ({ start: clockTimeToMinutes(span.start), end: clockTimeToMinutes(span.end) }));

/**
 * The shown doctors' changed dates (the timetable's exceptions) drawn like absences: the hours of
 * the regular week not worked that date become hatched blocks saying so, as the booking page
 * offers none of them; the month view gets one labelled day block. Same wall clock as
 * absence-events.ts (the calendar runs in UTC on the business's local times).
 */
export function exceptionEvents(
  doctors: readonly Doctor[],
  doctorId: string | null,
  labels: ExceptionLabels,
  className: string,
  wholeDays = false,
): EventInput[] {
  const shown = doctors.filter((doctor) => doctorId === null || doctor.id === doctorId);
  return shown.flatMap((doctor) =>
    doctor.exceptions.flatMap((exception): EventInput[] => {
      const { date, hours } = exception;
      const what =
        hours.length === 0
          ? labels.off
          : labels.changed(hours.map((span) => `${span.start}–${span.end}`).join(', '));
      const base = {
        title: shown.length > 1 ? `${doctor.name}: ${what}` : what,
        display: 'background',
        classNames: [className],
        extendedProps: { kind: ABSENCE_EVENT, doctorId: doctor.id },
      };
      if (wholeDays)
        return [{ ...base, id: `x:${doctor.id}:${date}`, start: date, end: addDays(date, 1), allDay: true }];
      const week = doctor.workingTimes.filter((time) => time.weekday === isoWeekday(date));
      return subtractIntervals(minutesOf(week), minutesOf(hours)).map((span) => ({
        ...base,
        id: `x:${doctor.id}:${date}:${span.start}`,
        start: `${date}T${minutesToClockTime(span.start)}:00Z`,
        end:
          span.end === 1440 ? `${addDays(date, 1)}T00:00:00Z` : `${date}T${minutesToClockTime(span.end)}:00Z`,
      }));
    }),
  );
}

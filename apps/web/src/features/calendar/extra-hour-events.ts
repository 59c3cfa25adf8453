import type { EventInput } from '@fullcalendar/core';
import { clockTimeToMinutes, minutesToClockTime } from '@qtify/shared/domain/clock-time';
import { subtractIntervals } from '@qtify/shared/domain/intervals';
import { addDays, isoWeekday } from '@qtify/shared/domain/zoned-time';
import type { Doctor } from '../../lib/queries/doctors';

/** Marks an event whose hours the day and week views must show (calendar-view.tsx widens to them). */
export const EXTRA_HOURS_EVENT = 'extraHours';

const minutesOf = (spans: readonly { start: string; end: string }[]) =>
  spans.map((span) => ({ start: clockTimeToMinutes(span.start), end: clockTimeToMinutes(span.end) }));

/**
 * The hours a changed date works beyond the regular week (a Saturday morning, a late evening).
 * FullCalendar greys everything outside the weekly business hours, so these become open blocks
 * over the grey, labelled with the date's hours, and the views widen to show them. Regular hours of
 * every shown doctor count as open already.
 */
export function extraHourEvents(
  doctors: readonly Doctor[],
  doctorId: string | null,
  changedLabel: (hours: string) => string,
  className: string,
): EventInput[] {
  const shown = doctors.filter((doctor) => doctorId === null || doctor.id === doctorId);
  const regular = shown.flatMap((doctor) => doctor.workingTimes);
  return shown.flatMap((doctor) =>
    doctor.exceptions.flatMap((exception): EventInput[] => {
      const { date, hours } = exception;
      const open = regular.filter((time) => time.weekday === isoWeekday(date));
      const what = changedLabel(hours.map((span) => `${span.start}–${span.end}`).join(', '));
      return subtractIntervals(minutesOf(hours), minutesOf(open)).map((span) => ({
        id: `e:${doctor.id}:${date}:${span.start}`,
        title: shown.length > 1 ? `${doctor.name}: ${what}` : what,
        display: 'background',
        classNames: [className],
        extendedProps: { kind: EXTRA_HOURS_EVENT, doctorId: doctor.id },
        start: `${date}T${minutesToClockTime(span.start)}:00Z`,
        end:
          span.end === 1440 ? `${addDays(date, 1)}T00:00:00Z` : `${date}T${minutesToClockTime(span.end)}:00Z`,
      }));
    }),
  );
}

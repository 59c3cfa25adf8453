import type { EventInput } from '@fullcalendar/core';
import { addDays } from '@qtify/shared/domain/zoned-time';
import type { Doctor } from '../../lib/queries/doctors';

/** Marks an absence's background event (no appointment behind it: not clickable, not counted for hours). */
export const ABSENCE_EVENT = 'absence';

/**
 * The absences of the shown doctors as labelled background blocks, in the calendar's wall clock
 * (it runs in UTC on the business's local dates and times, zoned-clock.ts): whole days as one
 * all-day block over the range, which the day, week and month views all draw; partial ones as the
 * same hours on each day of the range. The month view draws no hours: there `wholeDays` makes each
 * day of a partial one a day block labelled with its times. With several doctors shown, each label
 * names its doctor.
 */
export function absenceEvents(
  doctors: readonly Doctor[],
  doctorId: string | null,
  absentLabel: string,
  className: string,
  wholeDays = false,
): EventInput[] {
  const shown = doctors.filter((doctor) => doctorId === null || doctor.id === doctorId);
  return shown.flatMap((doctor) =>
    doctor.absences.flatMap((absence) => {
      const what = absence.reason || absentLabel;
      const base = {
        title: shown.length > 1 ? `${doctor.name}: ${what}` : what,
        display: 'background',
        classNames: [className],
        extendedProps: { kind: ABSENCE_EVENT, doctorId: doctor.id },
      };
      const { from, to } = absence;
      if (absence.allDay || !absence.start || !absence.end) {
        return [{ ...base, id: absence.id, start: from, end: addDays(to, 1), allDay: true }];
      }
      const days: EventInput[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        if (wholeDays) {
          const title = `${absence.start}–${absence.end} ${base.title}`;
          days.push({
            ...base,
            title,
            id: `${absence.id}:${date}`,
            start: date,
            end: addDays(date, 1),
            allDay: true,
          });
          continue;
        }
        days.push({
          ...base,
          id: `${absence.id}:${date}`,
          start: `${date}T${absence.start}:00Z`,
          end: absence.end === '24:00' ? `${addDays(date, 1)}T00:00:00Z` : `${date}T${absence.end}:00Z`,
        });
      }
      return days;
    }),
  );
}

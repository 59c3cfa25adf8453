import { Badge, Text } from '@mantine/core';
import classes from './timetable.module.css';
import type { RowDay } from './timetable-rows';
import { useTimetableTranslation } from './use-timetable-translation';

/**
 * What a person (or table) does on one day: the hours, "off" (or "away" on a changed date), a
 * "changed" badge when the date differs from the regular week, and absences with their reason.
 */
export function DayHours({ day, kind }: { day: RowDay; kind: 'doctor' | 'member' }) {
  const { t, context } = useTimetableTranslation();
  const wholeDayAway = day.absences.some((absence) => absence.allDay || !absence.start);
  return (
    <div className={classes.dayHours}>
      {day.hours.length === 0 ? (
        <Text size="sm" c="dimmed">
          {kind === 'doctor'
            ? t('timetable.off', { context })
            : // A member's free day is "off" in every industry; a changed date without hours is "away".
              t(day.exception ? 'timetable.away' : 'timetable.off')}
        </Text>
      ) : (
        day.hours.map((span) => (
          <Text
            key={span.start}
            size="sm"
            fw={500}
            className={wholeDayAway ? classes.struck : undefined}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {span.start}–{span.end}
          </Text>
        ))
      )}
      {day.exception && (
        <Badge size="xs" variant="light" color="orange" className={classes.badge}>
          {t('timetable.changed')}
        </Badge>
      )}
      {day.absences.map((absence) => (
        <Text key={absence.id} size="xs" c="red.8" className={classes.absence}>
          {t('timetable.absent', { context })}
          {absence.allDay || !absence.start || !absence.end ? '' : ` ${absence.start}–${absence.end}`}
          {absence.reason ? ` · ${absence.reason}` : ''}
        </Text>
      ))}
    </div>
  );
}

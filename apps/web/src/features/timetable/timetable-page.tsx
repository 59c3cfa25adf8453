import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TimetableFrame, weekQuery } from './timetable-frame';
import { useTimetableTranslation } from './use-timetable-translation';
import { WeekView } from './week-view';

/** Where the week is edited (route table; features do not import app). */
export const EDIT_TIMETABLE_PATH = '/profile/editTimetable';

/**
 * `/profile/timetable`: the team's week — each doctor's (table's) hours and absences and each
 * member's shifts, Monday to Sunday, today marked; a grid on desktops, a list of days on phones.
 */
export function TimetablePage() {
  const { t, context } = useTimetableTranslation();
  return (
    <TimetableFrame
      title={t('routes.timetable')}
      intro={t('timetable.intro', { context })}
      action={(week) => (
        <Button
          component={Link}
          to={`${EDIT_TIMETABLE_PATH}${weekQuery(week)}`}
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          {t('timetable.edit')}
        </Button>
      )}
    >
      {(timetable) => <WeekView timetable={timetable} />}
    </TimetableFrame>
  );
}

import '../../components/staff-screen-styles';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import staffClasses from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useTimetable } from '../../lib/queries/timetable';
import { useTimetableTranslation } from './use-timetable-translation';
import { useWeekParam } from './use-week-param';
import { WeekNavigation } from './week-navigation';
import { WeekView } from './week-view';

/** Where the week is edited (route table; features do not import app). */
export const EDIT_TIMETABLE_PATH = '/profile/editTimetable';

/**
 * `/profile/timetable`: the team's week — each doctor's (table's) hours and absences and each
 * member's shifts, Monday to Sunday, today marked; a grid on desktops, a list of days on phones.
 */
export function TimetablePage() {
  const { t, context } = useTimetableTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id;
  const [week, setWeek] = useWeekParam();
  const timetable = useTimetable(businessId, week);
  const data = timetable.data;
  return (
    <div className={staffClasses.page}>
      <PageHeader
        title={t('routes.timetable')}
        intro={t('timetable.intro', { context })}
        action={
          <Button
            component={Link}
            to={`${EDIT_TIMETABLE_PATH}${week ? `?week=${week}` : ''}`}
            leftSection={<IconPencil size={18} aria-hidden="true" />}
          >
            {t('timetable.edit')}
          </Button>
        }
      />
      {timetable.isError && !data ? (
        <FormAlert message={errorText(t, timetable.error, context)} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <>
          <WeekNavigation
            from={data.from}
            to={data.to}
            current={data.from <= data.today && data.today <= data.to}
            onWeek={setWeek}
          />
          <WeekView timetable={data} />
        </>
      )}
    </div>
  );
}

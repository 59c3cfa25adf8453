import '../../components/staff-screen-styles';
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import staffClasses from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type Timetable, useTimetable } from '../../lib/queries/timetable';
import { useTimetableTranslation } from './use-timetable-translation';
import { useWeekParam } from './use-week-param';
import { WeekNavigation } from './week-navigation';

/** A link's `?week=` for the week on screen (none for the current week). */
export const weekQuery = (week: string) => (week ? `?week=${week}` : '');

/**
 * The frame both timetable screens share: the header, the week from the address (`?week=`), its
 * loading and failure, and the week navigation with the screen's own tools beside it.
 */
export function TimetableFrame({
  title,
  intro,
  action,
  tools,
  children,
}: {
  title: string;
  intro: string;
  /** The header's button, given the week on screen. */
  action: (week: string) => ReactNode;
  tools?: (timetable: Timetable) => ReactNode;
  children: (timetable: Timetable, businessId: string) => ReactNode;
}) {
  const { t, context } = useTimetableTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const [week, setWeek] = useWeekParam();
  const timetable = useTimetable(businessId || undefined, week);
  const data = timetable.data;
  return (
    <div className={staffClasses.page}>
      <PageHeader title={title} intro={intro} action={action(week)} />
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
          >
            {tools?.(data)}
          </WeekNavigation>
          {children(data, businessId)}
        </>
      )}
    </div>
  );
}

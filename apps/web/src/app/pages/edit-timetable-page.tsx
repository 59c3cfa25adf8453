import '../../components/staff-screen-styles';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import staffClasses from '../../components/staff-screen.module.css';
import { WeekEditorDialog } from '../../features/doctors/week-editor-dialog';
import { CopyWeekDialog } from '../../features/timetable/copy-week-dialog';
import { DayExceptionDialog } from '../../features/timetable/day-exception-dialog';
import { ShiftsDialog } from '../../features/timetable/shifts-dialog';
import type { RowDay, TimetableRow } from '../../features/timetable/timetable-rows';
import { useTimetableTranslation } from '../../features/timetable/use-timetable-translation';
import { useWeekParam } from '../../features/timetable/use-week-param';
import { WeekNavigation } from '../../features/timetable/week-navigation';
import { WeekView } from '../../features/timetable/week-view';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useDoctors } from '../../lib/queries/doctors';
import { useTimetable } from '../../lib/queries/timetable';

type Dialog =
  | { kind: 'day'; row: TimetableRow; day: RowDay }
  | { kind: 'week'; row: TimetableRow }
  | { kind: 'copy' };

/** Where the week is viewed (route table). */
const TIMETABLE_PATH = '/profile/timetable';

/**
 * `/profile/editTimetable`: the team's week to change. A day opens its date (other hours, or not
 * working); a name opens the regular week — a doctor's is the doctors page's own week editor (one
 * source for the booking page), a member's their shifts; "copy week" carries the changed dates on.
 * The doctors feature's editor and the timetable's meet only here.
 */
export function EditTimetablePage() {
  const { t, context } = useTimetableTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const [week, setWeek] = useWeekParam();
  const timetable = useTimetable(businessId, week);
  const doctors = useDoctors(businessId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const data = timetable.data;
  const doctor =
    dialog?.kind === 'week' && dialog.row.owner.kind === 'doctor'
      ? doctors.data?.find((candidate) => candidate.id === dialog.row.owner.id)
      : undefined;
  const member =
    dialog?.kind === 'week' && dialog.row.owner.kind === 'member'
      ? data?.members.find((candidate) => candidate.userId === dialog.row.owner.id)
      : undefined;

  return (
    <div className={staffClasses.page}>
      <PageHeader
        title={t('routes.editTimetable')}
        intro={t('timetable.editIntro', { context })}
        action={
          <Button
            component={Link}
            variant="default"
            to={`${TIMETABLE_PATH}${week ? `?week=${week}` : ''}`}
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {t('timetable.done')}
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
          >
            <Button
              variant="light"
              leftSection={<IconCopy size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'copy' })}
            >
              {t('timetable.copyWeek')}
            </Button>
          </WeekNavigation>
          <WeekView
            timetable={data}
            onDay={(row, day) => setDialog({ kind: 'day', row, day })}
            rowAction={(row) => (
              <Button
                variant="subtle"
                size="compact-xs"
                px={0}
                onClick={() => setDialog({ kind: 'week', row })}
              >
                {row.owner.kind === 'doctor' ? t('timetable.regularWeek') : t('timetable.editShifts')}
              </Button>
            )}
          />
          {dialog?.kind === 'day' && (
            <DayExceptionDialog businessId={businessId} row={dialog.row} day={dialog.day} onClose={close} />
          )}
          {doctor && <WeekEditorDialog businessId={businessId} doctor={doctor} onClose={close} />}
          {member && <ShiftsDialog businessId={businessId} member={member} onClose={close} />}
          {dialog?.kind === 'copy' && (
            <CopyWeekDialog businessId={businessId} week={{ from: data.from, to: data.to }} onClose={close} />
          )}
        </>
      )}
    </div>
  );
}

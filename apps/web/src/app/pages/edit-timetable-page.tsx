import { Button } from '@mantine/core';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { WeekEditorDialog } from '../../features/doctors/week-editor-dialog';
import { CopyWeekDialog } from '../../features/timetable/copy-week-dialog';
import { DayExceptionDialog } from '../../features/timetable/day-exception-dialog';
import { ShiftsDialog } from '../../features/timetable/shifts-dialog';
import { TimetableFrame, weekQuery } from '../../features/timetable/timetable-frame';
import type { RowDay, TimetableRow } from '../../features/timetable/timetable-rows';
import { useTimetableTranslation } from '../../features/timetable/use-timetable-translation';
import { WeekView } from '../../features/timetable/week-view';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useDoctors } from '../../lib/queries/doctors';

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
  const doctors = useDoctors(user?.company?.id ?? '');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <TimetableFrame
      title={t('routes.editTimetable')}
      intro={t('timetable.editIntro', { context })}
      action={(week) => (
        <Button
          component={Link}
          variant="default"
          to={`${TIMETABLE_PATH}${weekQuery(week)}`}
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          {t('timetable.done')}
        </Button>
      )}
      tools={() => (
        <Button
          variant="light"
          leftSection={<IconCopy size={18} aria-hidden="true" />}
          onClick={() => setDialog({ kind: 'copy' })}
        >
          {t('timetable.copyWeek')}
        </Button>
      )}
    >
      {(timetable, businessId) => {
        const owner = dialog?.kind === 'week' ? dialog.row.owner : undefined;
        const doctor =
          owner?.kind === 'doctor' ? doctors.data?.find((candidate) => candidate.id === owner.id) : undefined;
        const member =
          owner?.kind === 'member'
            ? timetable.members.find((candidate) => candidate.userId === owner.id)
            : undefined;
        return (
          <>
            <WeekView
              timetable={timetable}
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
              <CopyWeekDialog
                businessId={businessId}
                week={{ from: timetable.from, to: timetable.to }}
                onClose={close}
              />
            )}
          </>
        );
      }}
    </TimetableFrame>
  );
}

import { localDay } from '@qtify/shared/domain/local-day';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import { useMemo } from 'react';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorText } from '../../lib/error-text';
import { useAppointmentTypes } from '../../lib/queries/appointment-types';
import { useAppointmentsInRange } from '../../lib/queries/appointments';
import { useDoctors } from '../../lib/queries/doctors';
import { useQueue } from '../../lib/queries/queue';
import { AbsencesCard } from './absences-card';
import { AppointmentsCard } from './appointments-card';
import { NoShowsCard } from './no-shows-card';
import { QueueCard } from './queue-card';
import { QuickActions } from './quick-actions';
import classes from './start-page.module.css';
import { useStartTranslation } from './use-start-translation';

interface DayOverviewProps {
  businessId: string;
  /** The business's time zone: "today" is its local day. */
  timeZone: string;
  now: number;
}

const OPEN = { view: 'waiting', q: '', status: null } as const;
const DONE_TODAY = { view: 'today', q: '', status: 'done' } as const;

/**
 * The cards of the start page, from the endpoints the waiting room, the calendar and the doctors page
 * use, under their query keys: the live updates that refresh those screens refresh these cards.
 */
export function DayOverview({ businessId, timeZone, now }: DayOverviewProps) {
  const date = localDateOf(now, timeZone);
  // One range per local day, not per tick of the clock (a new key would refetch every half minute).
  const range = useMemo(() => ({ ...localDay(date, timeZone), doctorId: null }), [date, timeZone]);
  const appointments = useAppointmentsInRange(businessId, range);
  const doctors = useDoctors(businessId);
  const types = useAppointmentTypes(businessId);
  const open = useQueue(businessId, OPEN);
  const done = useQueue(businessId, DONE_TODAY);

  const { t, context } = useStartTranslation();
  const failed = appointments.error ?? doctors.error ?? open.error ?? done.error;
  if (!appointments.data || !doctors.data || !open.entries || !done.entries) {
    // Each query retries and refetches on its own (and on the next live event).
    return failed ? <FormAlert message={errorText(t, failed, context)} /> : <PageLoader />;
  }
  return (
    <div className={classes.grid}>
      <div className={classes.column}>
        <div className={classes.first}>
          <AppointmentsCard
            businessId={businessId}
            appointments={appointments.data}
            doctors={doctors.data}
            types={types.data ?? []}
            now={now}
            timeZone={timeZone}
          />
        </div>
        <AbsencesCard doctors={doctors.data} date={date} />
        <NoShowsCard entries={done.entries} timeZone={timeZone} />
      </div>
      <div className={classes.column}>
        <div className={classes.second}>
          <QueueCard entries={open.entries} total={open.total ?? 0} now={now} timeZone={timeZone} />
        </div>
        <div className={classes.second}>
          <QuickActions businessId={businessId} />
        </div>
      </div>
    </div>
  );
}

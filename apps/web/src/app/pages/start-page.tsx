import '../../components/staff-screen-styles';
import { Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import staffClasses from '../../components/staff-screen.module.css';
import { useLiveAppointments } from '../../features/calendar/use-live-appointments';
import { BoardSummary } from '../../features/feed/board-summary';
import { useLiveAnnouncements } from '../../features/feed/use-live-announcements';
import { DayOverview } from '../../features/startpage/day-overview';
import classes from '../../features/startpage/start-page.module.css';
import { useStartTranslation } from '../../features/startpage/use-start-translation';
import { LiveIndicator } from '../../features/waiting-room/live-indicator';
import { useLiveQueue } from '../../features/waiting-room/use-live-queue';
import { useNow } from '../../features/waiting-room/use-now';
import { appointmentKeys } from '../../lib/queries/appointments';

/**
 * `/startpage`: the day at a glance where staff land after login. Live through the waiting room's
 * queue connection and the calendar's appointment updates (the features meet only here): a booking
 * or a status change shows without a reload.
 */
export function StartPage() {
  const { t, context } = useStartTranslation();
  const { businessId, timeZone, connected } = useLiveQueue();
  const queryClient = useQueryClient();
  useLiveAppointments(businessId, () => {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all(businessId) });
  });
  useLiveAnnouncements(businessId);
  const now = useNow();
  return (
    <div className={staffClasses.page}>
      <header className={classes.header}>
        <div>
          <Title order={1} size="h2" className={staffClasses.title}>
            {t('routes.startpage')}
          </Title>
          <Text c="dimmed" mt={6}>
            {t('start.intro', { context })}
          </Text>
        </div>
        <LiveIndicator connected={connected} />
      </header>
      {businessId && <BoardSummary businessId={businessId} now={now} />}
      {businessId && timeZone && <DayOverview businessId={businessId} timeZone={timeZone} now={now} />}
    </div>
  );
}

import '../../components/staff-screen-styles';
import { Text, Title } from '@mantine/core';
import staffClasses from '../../components/staff-screen.module.css';
import { AnnouncementBoard } from '../../features/feed/announcement-board';
import { AnnouncementForm } from '../../features/feed/announcement-form';
import classes from '../../features/feed/feed.module.css';
import { FeedActivity } from '../../features/feed/feed-activity';
import { useFeedTranslation } from '../../features/feed/use-feed-translation';
import { useLiveAnnouncements } from '../../features/feed/use-live-announcements';
import { LiveIndicator } from '../../features/waiting-room/live-indicator';
import { useNow } from '../../features/waiting-room/use-now';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';

/**
 * `/feed`, the notice board: staff post announcements for the public pages, the waiting patients
 * or the team, and see the current and ended ones, live. Below them, the team's activity.
 */
export function FeedPage() {
  const { t, context } = useFeedTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const business = useBusiness(businessId);
  const { connected } = useLiveAnnouncements(businessId);
  const now = useNow();
  const timeZone = business.data?.timeZone;
  return (
    <div className={staffClasses.page}>
      <header className={classes.header}>
        <div>
          <Title order={1} size="h2" className={staffClasses.title}>
            {t('routes.feed')}
          </Title>
          <Text c="dimmed" mt={6} maw="40rem">
            {t('feed.intro', { context })}
          </Text>
        </div>
        <LiveIndicator connected={connected} />
      </header>
      {businessId && timeZone && (
        <div className={classes.layout}>
          <AnnouncementForm businessId={businessId} timeZone={timeZone} />
          <AnnouncementBoard businessId={businessId} timeZone={timeZone} now={now} />
          <FeedActivity businessId={businessId} timeZone={timeZone} />
        </div>
      )}
    </div>
  );
}

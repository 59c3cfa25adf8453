import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../components/empty-state';
import staffClasses from '../../components/staff-screen.module.css';
import { useAuditLog } from '../../lib/queries/audit';
import { useCurrentUser } from '../../lib/queries/current-user';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { activityLabelKeys } from './activity-label';
import classes from './feed.module.css';
import { formatMoment } from './format-moment';
import { useFeedTranslation } from './use-feed-translation';

/**
 * The team's recent activity below the announcements, from the audit log: who changed what on which
 * screen, newest first, 30 at a time. Only for those the policy lets read the log (owner and
 * manager); the log holds ids, never what was written, so neither does this list.
 */
export function FeedActivity({ businessId, timeZone }: { businessId: string; timeZone: string }) {
  const { t, i18n } = useFeedTranslation();
  const { user } = useCurrentUser();
  const allowed = mayInActiveBusiness(user, 'audit.read');
  const log = useAuditLog(allowed ? businessId : undefined, 30);
  if (!allowed) return null;
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <section aria-labelledby="feed-activity-title" data-testid="feed-activity">
      <Title order={2} size="h4" id="feed-activity-title" className={staffClasses.title} mb="sm">
        {t('feed.activity.title')}
      </Title>
      {log.isSuccess && events.length === 0 ? (
        <EmptyState compact title={t('feed.activity.empty')} />
      ) : (
        <Stack gap={0} component="ol" className={classes.activityList}>
          {events.map((event) => {
            const { area, what } = activityLabelKeys(event);
            return (
              <li
                key={`${event.at}-${event.action}-${event.subject.id ?? ''}`}
                className={classes.activityItem}
              >
                <Text size="sm" c="dimmed" component="time" dateTime={event.at}>
                  {formatMoment(event.at, i18n.language, timeZone)}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{event.actorName ?? t('feed.activity.someone')}</Text>
                  <Text>{t(what)}</Text>
                  {area && (
                    <Badge variant="light" color="gray" radius="sm">
                      {t(area)}
                    </Badge>
                  )}
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {log.hasNextPage && (
        <Button
          variant="subtle"
          mt="sm"
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t('feed.activity.more')}
        </Button>
      )}
    </section>
  );
}

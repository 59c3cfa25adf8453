import { Stack, Text, Title } from '@mantine/core';
import { isAnnouncementCurrent } from '@qtify/shared/domain/announcements';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { showSuccess } from '../../components/show-success';
import staffClasses from '../../components/staff-screen.module.css';
import {
  type Announcement,
  useAnnouncements,
  useDeleteAnnouncement,
  useEndAnnouncement,
} from '../../lib/queries/announcements';
import { AnnouncementCard } from './announcement-card';
import classes from './feed.module.css';
import { useFeedTranslation } from './use-feed-translation';

/**
 * The announcements of the business: the current ones (newest first) with "end now" and "delete",
 * then the ended ones folded away. One whose end passes while the page is open moves down by itself.
 */
export function AnnouncementBoard({
  businessId,
  timeZone,
  now,
}: {
  businessId: string;
  timeZone: string;
  now: number;
}) {
  const { t } = useFeedTranslation();
  const list = useAnnouncements(businessId);
  const end = useEndAnnouncement(businessId);
  const remove = useDeleteAnnouncement(businessId);
  const [removing, setRemoving] = useState<Announcement | null>(null);
  const at = new Date(now);
  const all = list.data ?? [];
  const current = all.filter(
    (announcement) => announcement.current && isAnnouncementCurrent(announcement, at),
  );
  const past = all.filter((announcement) => !current.includes(announcement));

  const endNow = (announcement: Announcement) =>
    end.mutate(announcement.id, { onSuccess: () => showSuccess(t('feed.item.endedNow')) });
  const card = (announcement: Announcement, active: boolean) => (
    <AnnouncementCard
      key={announcement.id}
      announcement={active ? announcement : { ...announcement, current: false }}
      timeZone={timeZone}
      onEnd={active ? () => endNow(announcement) : undefined}
      onRemove={() => setRemoving(announcement)}
    />
  );

  return (
    <section aria-labelledby="feed-current-title" className={classes.board}>
      <Title order={2} size="h4" id="feed-current-title" mb="sm">
        {t('feed.current.heading')}
      </Title>
      {list.isSuccess && current.length === 0 ? (
        <EmptyState title={t('feed.current.empty')} compact />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} data-testid="current-announcements">
          {current.map((announcement) => card(announcement, true))}
        </Stack>
      )}
      {past.length > 0 && (
        <details className={`${staffClasses.past} ${classes.past}`}>
          <summary>{t('feed.past.heading', { count: past.length })}</summary>
          <Stack component="ul" gap="sm" mt="sm" className={classes.list}>
            {past.map((announcement) => card(announcement, false))}
          </Stack>
        </details>
      )}
      {list.isError && (
        <Text c="red" role="alert" mt="sm">
          {t('errors.NETWORK')}
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('feed.item.removeTitle')}
        question={t('feed.item.removeQuestion')}
        confirmLabel={t('feed.item.remove')}
        titleClassName={staffClasses.dialogTitle}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          showSuccess(t('feed.item.removed'));
          setRemoving(null);
        }}
      />
    </section>
  );
}

import { Button, Group, Paper, Text } from '@mantine/core';
import { IconClockStop, IconTrash } from '@tabler/icons-react';
import type { Announcement } from '../../lib/queries/announcements';
import { AudienceBadge } from './audience-badge';
import classes from './feed.module.css';
import { formatMoment } from './format-moment';
import { useFeedTranslation } from './use-feed-translation';

/** One announcement on the board: its text, who sees it, until when, who wrote it, and its actions. */
export function AnnouncementCard({
  announcement,
  timeZone,
  onEnd,
  onRemove,
}: {
  announcement: Announcement;
  timeZone: string;
  /** Absent for an ended one. */
  onEnd?: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useFeedTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const time = announcement.until ? formatMoment(announcement.until, language, timeZone) : null;
  const expiry = !time
    ? t('feed.item.untilRemoved')
    : announcement.current
      ? t('feed.item.until', { time })
      : t('feed.item.ended', { time });
  return (
    <Paper withBorder radius="md" p="md" component="li" className={classes.card} data-testid="announcement">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <AudienceBadge audience={announcement.audience} />
        <Text size="sm" c="dimmed" ta="right">
          {expiry}
        </Text>
      </Group>
      <Text className={classes.text} mt="xs">
        {announcement.text}
      </Text>
      <Group justify="space-between" align="center" mt="sm" gap="xs">
        <Text size="xs" c="dimmed">
          {announcement.authorName ? t('feed.item.by', { name: announcement.authorName }) : null}
        </Text>
        <Group gap="xs">
          {onEnd && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconClockStop size={16} aria-hidden="true" />}
              onClick={onEnd}
            >
              {t('feed.item.end')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onRemove}
          >
            {t('feed.item.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isAnnouncementCurrent } from '@qtify/shared/domain/announcements';
import { Link } from 'react-router';
import { useAnnouncements } from '../../lib/queries/announcements';
import { AudienceBadge } from './audience-badge';
import classes from './feed.module.css';
import { useFeedTranslation } from './use-feed-translation';

/** Where the board lives (route table; features do not import app). */
const FEED_PATH = '/feed';
const SHOWN = 3;

/**
 * The current announcements on the staff's start page (the team's own ones among them), newest
 * first, with the way to the board. Nothing while there are none.
 */
export function BoardSummary({ businessId, now }: { businessId: string; now: number }) {
  const { t } = useFeedTranslation();
  const list = useAnnouncements(businessId);
  const at = new Date(now);
  const current = (list.data ?? []).filter(
    (announcement) => announcement.current && isAnnouncementCurrent(announcement, at),
  );
  if (current.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      component="section"
      aria-labelledby="board-summary-title"
      data-testid="board-summary"
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" id="board-summary-title">
          {t('feed.startCard')}
        </Title>
        <Anchor component={Link} to={FEED_PATH} size="sm">
          {t('feed.startCardAll')}
        </Anchor>
      </Group>
      <Stack component="ul" gap="xs" className={classes.list}>
        {current.slice(0, SHOWN).map((announcement) => (
          <Group component="li" key={announcement.id} gap="xs" wrap="nowrap" align="flex-start">
            <AudienceBadge audience={announcement.audience} mt={2} />
            <Text size="sm" className={classes.text} lineClamp={3}>
              {announcement.text}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

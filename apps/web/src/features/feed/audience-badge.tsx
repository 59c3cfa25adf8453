import { Badge, type BadgeProps } from '@mantine/core';
import type { AnnouncementAudience } from '@qtify/shared/domain/announcements';
import classes from './feed.module.css';
import { useFeedTranslation } from './use-feed-translation';

const AUDIENCE_COLORS: Record<AnnouncementAudience, string> = {
  public: 'blue',
  patients: 'teal',
  staff: 'gray',
};

/** Who sees an announcement, as a badge of its own colour. */
export function AudienceBadge({ audience, ...badge }: { audience: AnnouncementAudience } & BadgeProps) {
  const { t } = useFeedTranslation();
  return (
    <Badge variant="light" color={AUDIENCE_COLORS[audience]} className={classes.badge} {...badge}>
      {t(`feed.audience.${audience}`)}
    </Badge>
  );
}

import { isAnnouncementCurrent } from '@qtify/shared/domain/announcements';
import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './place-announcements.module.css';

/** Longest wait before checking the ends again (a timer of days would overflow). */
const RECHECK_MAX_MS = 60 * 60_000;

/** Re-renders when the next of these ends passes, so an ended announcement leaves without a reload. */
function useNow(announcements: readonly PublicAnnouncement[]): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const ends = announcements
      .map((announcement) => (announcement.until ? Date.parse(announcement.until) : Number.NaN))
      .filter((end) => end > now.getTime());
    if (ends.length === 0) return;
    const wait = Math.min(Math.min(...ends) - now.getTime() + 50, RECHECK_MAX_MS);
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [announcements, now]);
  return now;
}

/**
 * A business's current announcements ("closed on Friday") in its brand colour, those whose end has
 * passed left out. Plain text: React escapes it, line breaks stay.
 */
export function PlaceAnnouncementList({
  announcements,
}: {
  announcements: readonly PublicAnnouncement[] | undefined;
}) {
  const { t } = useTranslation('common');
  const now = useNow(announcements ?? []);
  const shown = (announcements ?? []).filter((announcement) => isAnnouncementCurrent(announcement, now));
  if (shown.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={t('announcements.label')} data-testid="place-announcements">
      {shown.map((announcement) => (
        <li key={announcement.id} className={classes.item} role="status">
          <IconSpeakerphone size={20} className={classes.icon} aria-hidden="true" />
          <p className={classes.text}>{announcement.text}</p>
        </li>
      ))}
    </ul>
  );
}

import { isAnnouncementCurrent } from '@qtify/shared/domain/announcements';
import type { Announcement, PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import type { AnnouncementWithAuthor } from './announcements.repository';

/** What patients and visitors see: the text and its end, never who wrote it. */
export function presentPublicAnnouncement(row: AnnouncementWithAuthor): PublicAnnouncement {
  return { id: row.id, text: row.text, audience: row.audience, until: row.until?.toISOString() ?? null };
}

/** What staff see on the feed. */
export function presentAnnouncement(row: AnnouncementWithAuthor, now: Date): Announcement {
  const shown = presentPublicAnnouncement(row);
  return {
    ...shown,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
    current: isAnnouncementCurrent(shown, now),
  };
}

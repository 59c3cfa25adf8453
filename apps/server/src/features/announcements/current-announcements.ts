import {
  ANNOUNCEMENTS_CURRENT_MAX,
  type AnnouncementPlace,
  audiencesShownIn,
} from '@qtify/shared/domain/announcements';
import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import type { AppDatabase } from '../../db/database';
import { listCurrentAnnouncements } from './announcements.repository';
import { presentPublicAnnouncement } from './present-announcement';

/** The announcements a place of the business shows at `now`, newest first. */
export async function listShownAnnouncements(
  db: AppDatabase,
  businessId: string,
  place: Exclude<AnnouncementPlace, 'staff'>,
  now: Date,
): Promise<PublicAnnouncement[]> {
  const rows = await listCurrentAnnouncements(
    db,
    businessId,
    audiencesShownIn(place),
    now,
    ANNOUNCEMENTS_CURRENT_MAX,
  );
  return rows.map(presentPublicAnnouncement);
}

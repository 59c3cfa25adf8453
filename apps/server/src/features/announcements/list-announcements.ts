import {
  ANNOUNCEMENTS_CURRENT_MAX,
  ANNOUNCEMENTS_PAST_SHOWN,
  audiencesShownIn,
} from '@qtify/shared/domain/announcements';
import type { Announcement } from '@qtify/shared/schemas/announcement-schemas';
import type { Membership } from '../memberships/membership';
import { listCurrentAnnouncements, listPastAnnouncements } from './announcements.repository';
import type { AnnouncementsDeps } from './announcements-deps';
import { presentAnnouncement } from './present-announcement';

/** The staff's list (GET …/announcements): every current one, then the latest ended ones. */
export async function listAnnouncements(
  deps: Pick<AnnouncementsDeps, 'db' | 'clock'>,
  membership: Membership,
): Promise<Announcement[]> {
  const now = deps.clock.now();
  const { businessId } = membership;
  const [current, past] = await Promise.all([
    listCurrentAnnouncements(deps.db, businessId, audiencesShownIn('staff'), now, ANNOUNCEMENTS_CURRENT_MAX),
    listPastAnnouncements(deps.db, businessId, now, ANNOUNCEMENTS_PAST_SHOWN),
  ]);
  return [...current, ...past].map((row) => presentAnnouncement(row, now));
}

import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { announcementNotFound } from './announcement-errors';
import { deleteAnnouncementRow } from './announcements.repository';
import type { AnnouncementsDeps } from './announcements-deps';
import { publishAnnouncements } from './publish-announcements';

/** Removes an announcement for good (DELETE …/announcements/:id); it disappears everywhere at once. */
export async function deleteAnnouncement(
  deps: AnnouncementsDeps,
  membership: Membership,
  id: string,
): Promise<void> {
  const deleted = isUuid(id) && (await deleteAnnouncementRow(deps.db, membership.businessId, id));
  if (!deleted) throw announcementNotFound();
  await publishAnnouncements(deps, membership.businessId);
}

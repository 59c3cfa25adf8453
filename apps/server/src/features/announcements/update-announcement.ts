import type { Announcement, AnnouncementPatchBody } from '@qtify/shared/schemas/announcement-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { announcementNotFound } from './announcement-errors';
import { type AnnouncementValues, findAnnouncement, updateAnnouncementRow } from './announcements.repository';
import type { AnnouncementsDeps } from './announcements-deps';
import { checkUntil } from './check-until';
import { presentAnnouncement } from './present-announcement';
import { publishAnnouncements } from './publish-announcements';

/**
 * Changes an announcement (PATCH …/announcements/:id): its text, audience or end (`until: null`
 * keeps it until removed); `endNow` ends it at once, so it moves to the past ones.
 */
export async function updateAnnouncement(
  deps: AnnouncementsDeps,
  membership: Membership,
  id: string,
  body: AnnouncementPatchBody,
): Promise<Announcement> {
  const now = deps.clock.now();
  const { businessId } = membership;
  const patch: Partial<AnnouncementValues> = {};
  if (body.text !== undefined) patch.text = body.text;
  if (body.audience !== undefined) patch.audience = body.audience;
  if (body.endNow) patch.until = now;
  else if (body.until !== undefined) patch.until = checkUntil(body.until, now);
  const changed =
    isUuid(id) &&
    (Object.keys(patch).length === 0
      ? (await findAnnouncement(deps.db, businessId, id)) !== undefined
      : await updateAnnouncementRow(deps.db, businessId, id, patch));
  if (!changed) throw announcementNotFound();
  const row = await findAnnouncement(deps.db, businessId, id);
  if (!row) throw announcementNotFound();
  await publishAnnouncements(deps, businessId);
  return presentAnnouncement(row, now);
}

import { ANNOUNCEMENTS_CURRENT_MAX } from '@qtify/shared/domain/announcements';
import type { Announcement, AnnouncementBody } from '@qtify/shared/schemas/announcement-schemas';
import type { Membership } from '../memberships/membership';
import { announcementNotFound, tooManyAnnouncements } from './announcement-errors';
import { countCurrentAnnouncements, findAnnouncement, insertAnnouncement } from './announcements.repository';
import type { AnnouncementsDeps } from './announcements-deps';
import { checkUntil } from './check-until';
import { presentAnnouncement } from './present-announcement';
import { publishAnnouncements } from './publish-announcements';

/** Posts an announcement (POST …/announcements); it shows at once where its audience looks. */
export async function createAnnouncement(
  deps: AnnouncementsDeps,
  membership: Membership,
  body: AnnouncementBody,
): Promise<Announcement> {
  const now = deps.clock.now();
  const until = checkUntil(body.until, now);
  const { businessId } = membership;
  if ((await countCurrentAnnouncements(deps.db, businessId, now)) >= ANNOUNCEMENTS_CURRENT_MAX)
    throw tooManyAnnouncements();
  const row = await insertAnnouncement(
    deps.db,
    businessId,
    membership.userId,
    { text: body.text, audience: body.audience, until },
    now,
  );
  const created = await findAnnouncement(deps.db, businessId, row.id);
  if (!created) throw announcementNotFound();
  await publishAnnouncements(deps, businessId);
  return presentAnnouncement(created, now);
}

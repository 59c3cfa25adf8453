import type { AnnouncementPlace } from '@qtify/shared/domain/announcements';
import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import type { AppDatabase } from '../../db/database';
import type { Membership } from '../memberships/membership';
import type { AnnouncementsDeps } from './announcements-deps';
import { createAnnouncement } from './create-announcement';
import { listShownAnnouncements } from './current-announcements';

// What other features may ask of the announcements (never their repository): the public business
// answer and the patient room show the current ones of their place; the queue's broadcast may stay.

/** The announcements a place of the business shows at `now`, newest first. */
export function currentAnnouncementsFor(
  db: AppDatabase,
  businessId: string,
  place: Exclude<AnnouncementPlace, 'staff'>,
  now: Date,
): Promise<PublicAnnouncement[]> {
  return listShownAnnouncements(db, businessId, place, now);
}

/**
 * Keeps a message in the patient room until `until` (a `patients` announcement), for those who
 * open it later: the queue's broadcast "we are running late" with "show it for an hour".
 */
export async function pinForWaitingPatients(
  deps: AnnouncementsDeps,
  membership: Membership,
  text: string,
  until: Date,
): Promise<void> {
  await createAnnouncement(deps, membership, { text, audience: 'patients', until: until.toISOString() });
}

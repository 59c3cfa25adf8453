import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import { currentAnnouncementsFor } from '../announcements/announcements.service';
import { findByToken } from './patient-entry';
import type { QueueDeps } from './queue-deps';

/** What the patient room of a link shows above the place: its business's announcements for patients. */
export async function entryAnnouncements(deps: QueueDeps, entryToken: string): Promise<PublicAnnouncement[]> {
  const entry = await findByToken(deps, entryToken);
  const { database, clock } = deps.context;
  return currentAnnouncementsFor(database.db, entry.businessId, 'patientRoom', clock.now());
}

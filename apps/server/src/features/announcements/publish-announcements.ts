import type { AnnouncementsDeps } from './announcements-deps';
import { listShownAnnouncements } from './current-announcements';

/**
 * After a write: staff screens refetch, and the waiting patients get the patient room's list
 * whole (one broadcast instead of a refetch from every phone). An announcement that simply ends
 * sends nothing: the pages hide it themselves when its end passes.
 */
export async function publishAnnouncements(deps: AnnouncementsDeps, businessId: string): Promise<void> {
  const patientRoom = await listShownAnnouncements(deps.db, businessId, 'patientRoom', deps.clock.now());
  deps.realtime.announcementsChanged(businessId, patientRoom);
}

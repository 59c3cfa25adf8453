import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import { lazy, Suspense } from 'react';

// Loaded only when a business has something to say: the first visit of a patient page stays
// within its budget (bench/bundle-size.mjs) for the many places without an announcement.
const PlaceAnnouncementList = lazy(() =>
  import('./place-announcement-list').then((module) => ({ default: module.PlaceAnnouncementList })),
);

/** A business's current announcements near the top of its public pages and the patient room. */
export function PlaceAnnouncements({
  announcements,
}: {
  announcements: readonly PublicAnnouncement[] | undefined;
}) {
  if (!announcements || announcements.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PlaceAnnouncementList announcements={announcements} />
    </Suspense>
  );
}

import { minutesToClockTime } from '@qtify/shared/domain/clock-time';
import { deriveOpeningHours, type OpeningHours } from '@qtify/shared/domain/opening-hours';
import { largestPartySize } from '@qtify/shared/domain/party-size';
import { sortWorkingTimes } from '@qtify/shared/domain/working-times';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import { currentAnnouncementsFor } from '../announcements/announcements.service';
import { businessNotFound } from './business-errors';
import type { BusinessesDeps } from './businesses-deps';
import {
  findBusinessOnlineStatus,
  listBusinessWorkingTimes,
  listTableSizes,
} from './online-status.repository';
import { presentPublicBusiness } from './present-public-business';

/** The hours staff set, else those in which any of its doctors works. */
async function openingHoursOf(db: AppDatabase, row: BusinessRow): Promise<OpeningHours[]> {
  if (row.openingHours) return sortWorkingTimes(row.openingHours);
  const times = await listBusinessWorkingTimes(db, row.id);
  return deriveOpeningHours(
    times.map((time) => ({
      weekday: time.weekday,
      start: minutesToClockTime(time.startMinute),
      end: minutesToClockTime(time.endMinute),
    })),
  );
}

/** A business as its patient pages see it, by the public id of its links (no login). */
export async function getPublicBusiness(
  deps: Pick<BusinessesDeps, 'db' | 'clock'>,
  publicId: string,
): Promise<PublicBusiness> {
  const business = await findPublicBusinessView(deps, publicId);
  if (!business) throw businessNotFound();
  return business;
}

/** The same, or null for an unknown public id: the server's HTML of a public page (plugins/web-app.ts). */
export async function findPublicBusinessView(
  deps: Pick<BusinessesDeps, 'db' | 'clock'>,
  publicId: string,
): Promise<PublicBusiness | null> {
  const status = await findBusinessOnlineStatus(deps.db, publicId);
  if (!status) return null;
  const row = status.business;
  // The booking page tells a party above this to call instead of offering no times at all.
  const maxPartySize =
    row.industry === 'restaurant' ? largestPartySize(await listTableSizes(deps.db, row.id)) : null;
  return presentPublicBusiness(row, {
    maxPartySize,
    openOnline: status.openOnline,
    openingHours: await openingHoursOf(deps.db, row),
    announcements: await currentAnnouncementsFor(deps.db, row.id, 'publicPages', deps.clock.now()),
  });
}

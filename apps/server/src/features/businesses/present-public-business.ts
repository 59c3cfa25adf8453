import type { ColorThemeId } from '@qtify/shared/domain/color-themes';
import type { Industry } from '@qtify/shared/domain/industry';
import type { OpeningHours } from '@qtify/shared/domain/opening-hours';
import { addressLine } from '@qtify/shared/domain/place-contact';
import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import { businessAddress } from './business-contact';

/**
 * What a patient's page may know of a business: how to word and colour it, its clock, whether it
 * takes bookings and registrations online yet, and how to reach it.
 */
export function presentPublicBusiness(
  row: BusinessRow,
  details: {
    maxPartySize: number | null;
    openOnline: boolean;
    openingHours: OpeningHours[];
    announcements: PublicAnnouncement[];
  },
): PublicBusiness {
  const address = businessAddress(row);
  return {
    name: row.name,
    industry: row.industry as Industry,
    colorTheme: row.colorTheme as ColorThemeId,
    timeZone: row.timeZone,
    maxPartySize: details.maxPartySize,
    openOnline: details.openOnline,
    selfRegistration: row.selfRegistration,
    phone: row.phone,
    email: row.email,
    website: row.website,
    address,
    addressLine: addressLine(address),
    description: row.description,
    openingHours: details.openingHours,
    announcements: details.announcements,
  };
}

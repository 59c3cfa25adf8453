import type { ColorThemeId } from '@qtify/shared/domain/color-themes';
import type { Industry } from '@qtify/shared/domain/industry';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { BusinessRow } from '../../db/schema/businesses';

/**
 * What a patient's page may know of a business: how to word and colour it, its clock, and
 * whether it takes bookings and registrations online yet.
 */
export function presentPublicBusiness(
  row: BusinessRow,
  maxPartySize: number | null,
  openOnline: boolean,
): PublicBusiness {
  return {
    name: row.name,
    industry: row.industry as Industry,
    colorTheme: row.colorTheme as ColorThemeId,
    timeZone: row.timeZone,
    maxPartySize,
    openOnline,
    selfRegistration: row.selfRegistration,
  };
}

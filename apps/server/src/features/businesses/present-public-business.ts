import type { ColorThemeId } from '@qtify/shared/domain/color-themes';
import type { Industry } from '@qtify/shared/domain/industry';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { BusinessRow } from '../../db/schema/businesses';

/** What a patient's page may know of a business: how to word and colour it, and its clock. */
export function presentPublicBusiness(row: BusinessRow, maxPartySize: number | null): PublicBusiness {
  return {
    name: row.name,
    industry: row.industry as Industry,
    colorTheme: row.colorTheme as ColorThemeId,
    timeZone: row.timeZone,
    maxPartySize,
    selfRegistration: row.selfRegistration,
  };
}

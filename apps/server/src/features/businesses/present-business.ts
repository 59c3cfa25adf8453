import { businessLinks } from '@qtify/shared/domain/business-links';
import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import type { ColorThemeId } from '@qtify/shared/domain/color-themes';
import type { Industry } from '@qtify/shared/domain/industry';
import type { Currency } from '@qtify/shared/domain/money';
import type { LanguageId } from '@qtify/shared/i18n/languages';
import type { Business } from '@qtify/shared/schemas/business-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import { businessBookingRules } from './business-booking-rules';
import { businessAddress } from './business-contact';

/** The business as its members see it (ZBusiness). The table's CHECKs guarantee the enums. */
export function presentBusiness(row: BusinessRow, role: BusinessRole): Business {
  return {
    id: row.id,
    publicId: row.publicId,
    name: row.name,
    industry: row.industry as Industry,
    colorTheme: row.colorTheme as ColorThemeId,
    timeZone: row.timeZone,
    languageId: row.languageId as LanguageId,
    defaultServiceMinutes: row.defaultServiceMinutes,
    selfRegistration: row.selfRegistration,
    reminders: { enabled: row.remindersEnabled, hoursBefore: row.reminderHours },
    waitingRoom: { noShowGraceMinutes: row.noShowGraceMinutes, alertAhead: row.alertAhead },
    walkInRetentionDays: row.walkInRetentionDays,
    currency: row.currency as Currency,
    bookingRules: businessBookingRules(row),
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    address: businessAddress(row),
    openingHours: row.openingHours,
    listed: row.listed,
    role,
    links: businessLinks(row.publicId),
  };
}

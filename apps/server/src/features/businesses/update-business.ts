import { normalizeReminderHours } from '@qtify/shared/domain/reminders';
import type { Business, UpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import type { Membership } from '../memberships/membership';
import { bookingRulesPatch } from './business-booking-rules';
import { contactPatch } from './business-contact';
import { businessNotFound } from './business-errors';
import { updateBusinessRow } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';
import { presentBusiness } from './present-business';

/**
 * Changes a business's settings (PATCH /api/businesses/:businessId). Any member may: staff run the
 * business day to day, pausing self-registration included. The public id never changes, so printed
 * QR codes keep working. The contact (phone, e-mail, website, description, address, opening hours)
 * changes field by field; null clears one.
 */
export async function updateBusiness(
  deps: Pick<BusinessesDeps, 'db' | 'clock'>,
  membership: Membership,
  body: UpdateBusinessBody,
): Promise<Business> {
  const row = await updateBusinessRow(
    deps.db,
    membership.businessId,
    {
      name: body.name,
      industry: body.industry,
      colorTheme: body.colorTheme,
      timeZone: body.timeZone,
      languageId: body.languageId,
      defaultServiceMinutes: body.defaultServiceMinutes,
      selfRegistration: body.selfRegistration,
      remindersEnabled: body.reminders?.enabled,
      reminderHours: body.reminders?.hoursBefore && normalizeReminderHours(body.reminders.hoursBefore),
      walkInRetentionDays: body.walkInRetentionDays,
      currency: body.currency,
      noShowGraceMinutes: body.waitingRoom?.noShowGraceMinutes,
      alertAhead: body.waitingRoom?.alertAhead,
      listed: body.listed,
      ...bookingRulesPatch(body),
      ...contactPatch(body),
    },
    deps.clock.now(),
  );
  if (!row) throw businessNotFound();
  return presentBusiness(row, membership.role);
}

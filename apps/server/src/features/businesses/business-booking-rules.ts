import type { BookingRuleValues } from '@qtify/shared/domain/booking-rules';
import type { UpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import type { BusinessPatch } from './businesses.repository';

/** The business's booking rules from its row (the columns are named like the rules). */
export function businessBookingRules(row: BusinessRow): BookingRuleValues {
  return {
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    slotIntervalMinutes: row.slotIntervalMinutes,
    maxPerDay: row.maxPerDay,
    knownPatientsOnly: row.knownPatientsOnly,
    needsConfirmation: row.needsConfirmation,
    allowDoctorChoice: row.allowDoctorChoice,
    cancelDeadlineHours: row.cancelDeadlineHours,
  };
}

/** The rules of a PATCH body as columns: each rule sent changes, the others stay. */
export function bookingRulesPatch(body: UpdateBusinessBody): BusinessPatch {
  return { ...body.bookingRules };
}

import { clockTimeToMinutes, minutesToClockTime } from '@qtify/shared/domain/clock-time';
import {
  DEFAULT_PRESCRIPTION_TIMING,
  DEFAULT_WORKING_WEEKDAYS,
  prescriptionReadyBy,
  type ReadyBy,
} from '@qtify/shared/domain/prescription-ready-by';
import { PRESCRIPTION_DAILY_LIMIT_DEFAULT } from '@qtify/shared/domain/prescription-status';
import type { PrescriptionSettings } from '@qtify/shared/schemas/prescription-schemas';
import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import { findSettingsRow, saveSettingsRow } from './prescription-settings.repository';

/** What a practice that never changed them has: cut-off 11:00, same day, 2 a day, list only. */
export const DEFAULT_PRESCRIPTION_SETTINGS: PrescriptionSettings = {
  cutoff: DEFAULT_PRESCRIPTION_TIMING.cutoff,
  leadWorkingDays: DEFAULT_PRESCRIPTION_TIMING.leadWorkingDays,
  dailyLimit: PRESCRIPTION_DAILY_LIMIT_DEFAULT,
  freeText: false,
};

/** GET …/prescription-settings (and every request's rules). */
export async function getPrescriptionSettings(
  db: AppDatabase,
  businessId: string,
): Promise<PrescriptionSettings> {
  const row = await findSettingsRow(db, businessId);
  if (!row) return DEFAULT_PRESCRIPTION_SETTINGS;
  return {
    cutoff: minutesToClockTime(row.cutoffMinute),
    leadWorkingDays: row.leadWorkingDays,
    dailyLimit: row.dailyLimit,
    freeText: row.freeText,
  };
}

/** PUT …/prescription-settings. */
export async function savePrescriptionSettings(
  db: AppDatabase,
  businessId: string,
  settings: PrescriptionSettings,
  now: Date,
): Promise<PrescriptionSettings> {
  await saveSettingsRow(
    db,
    {
      businessId,
      cutoffMinute: clockTimeToMinutes(settings.cutoff),
      leadWorkingDays: settings.leadWorkingDays,
      dailyLimit: settings.dailyLimit,
      freeText: settings.freeText,
    },
    now,
  );
  return getPrescriptionSettings(db, businessId);
}

/** The weekdays the practice opens (its opening hours), else Monday to Friday. */
export function workingWeekdaysOf(business: BusinessRow): readonly number[] {
  const days = [...new Set((business.openingHours ?? []).map((range) => range.weekday))];
  return days.length > 0 ? days : DEFAULT_WORKING_WEEKDAYS;
}

/** When a request sent at `now` will be ready, by the practice's settings, clock and days. */
export function readyByAt(business: BusinessRow, settings: PrescriptionSettings, now: Date): ReadyBy {
  return prescriptionReadyBy(now, business.timeZone, settings, workingWeekdaysOf(business));
}

import type { EffectiveBookingRules } from '@qtify/shared/domain/booking-rules';
import { localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import { listOnlineBookingStarts } from './online-bookings.repository';

/** Which booking rules apply and whose bookings maxPerDay counts. */
export interface BookingRulesScope {
  rules: EffectiveBookingRules;
  businessId: string;
  typeId: string;
  /** A reschedule: the booking being moved does not count against its own day. */
  exceptId?: string | undefined;
}

/**
 * The local dates in [from, to] whose online bookings reached maxPerDay (of the business, or of the
 * type when the type sets its own maximum). Empty without a maximum, without asking the database.
 */
export async function fullBookingDates(
  db: AppDatabase,
  scope: BookingRulesScope,
  days: { from: string; to: string; timeZone: string },
): Promise<Set<string>> {
  const max = scope.rules.maxPerDay;
  if (max === null) return new Set();
  const starts = await listOnlineBookingStarts(
    db,
    {
      businessId: scope.businessId,
      typeId: scope.rules.maxPerDayScope === 'type' ? scope.typeId : undefined,
      exceptId: scope.exceptId,
    },
    {
      from: new Date(zonedInstant(days.from, 0, days.timeZone)),
      to: new Date(zonedInstant(days.to, 1440, days.timeZone)),
    },
  );
  const perDay = new Map<string, number>();
  for (const start of starts) {
    const date = localDateOf(start, days.timeZone);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  return new Set([...perDay].filter(([, count]) => count >= max).map(([date]) => date));
}

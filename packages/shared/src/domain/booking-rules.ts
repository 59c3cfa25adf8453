import { DEFAULT_CANCEL_DEADLINE_HOURS } from './cancel-deadline';

/**
 * The booking rules of a business (issue 18 "Booking rules"), each limit defined once here; the
 * schema (business-schemas.ts), the migration's CHECKs (0018) and the web forms use these.
 */
export const BOOKING_RULE_LIMITS = {
  /** Up to 30 days' notice. */
  minNoticeMinutes: { min: 0, max: 43_200 },
  /** Up to two years ahead. */
  horizonDays: { min: 1, max: 730 },
  bufferBeforeMinutes: { min: 0, max: 240 },
  bufferAfterMinutes: { min: 0, max: 240 },
  /** A restaurant seats every 15 or 30 minutes; a grid finer than 5 minutes helps nobody. */
  slotIntervalMinutes: { min: 5, max: 480 },
  maxPerDay: { min: 1, max: 1000 },
} as const;

export interface BookingRuleValues {
  minNoticeMinutes: number;
  /** null: no limit ahead (the booking page still asks at most two months at once). */
  horizonDays: number | null;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** null: slots step by the type's duration. */
  slotIntervalMinutes: number | null;
  /** Online bookings per local day (of the business, or of the type when it overrides it); null: no limit. */
  maxPerDay: number | null;
  /** Only patients already on file (same name and birthdate) may book online. */
  knownPatientsOnly: boolean;
  /** Online bookings start `requested`; staff confirm or decline them. */
  needsConfirmation: boolean;
  /** The patient may choose the doctor (or "any") where a type has several. */
  allowDoctorChoice: boolean;
  cancelDeadlineHours: number;
}

/** What a type may override: everything but the cancellation deadline, which the manage link reads per business. */
export type TypeBookingRuleOverrides = Partial<Omit<BookingRuleValues, 'cancelDeadlineHours'>>;

/** A new business's rules: today's behaviour (no limits, no confirmation, the doctor may be chosen). */
export const DEFAULT_BOOKING_RULES: BookingRuleValues = {
  minNoticeMinutes: 0,
  horizonDays: null,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  slotIntervalMinutes: null,
  maxPerDay: null,
  knownPatientsOnly: false,
  needsConfirmation: false,
  allowDoctorChoice: true,
  cancelDeadlineHours: DEFAULT_CANCEL_DEADLINE_HOURS,
};

export interface EffectiveBookingRules extends BookingRuleValues {
  /** Whether maxPerDay counts the type's bookings (the type overrides it) or the whole business's. */
  maxPerDayScope: 'business' | 'type';
}

/** The rules a type's online booking obeys: the type's overrides beat the business's rules. */
export function effectiveBookingRules(
  business: BookingRuleValues,
  type: { bookingRules?: TypeBookingRuleOverrides | null | undefined },
): EffectiveBookingRules {
  const overrides = type.bookingRules ?? {};
  const merged = { ...business };
  for (const key of Object.keys(overrides) as (keyof TypeBookingRuleOverrides)[]) {
    const value = overrides[key];
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return { ...merged, maxPerDayScope: overrides.maxPerDay !== undefined ? 'type' : 'business' };
}

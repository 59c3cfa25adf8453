import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, effectiveBookingRules } from './booking-rules';

const business = { ...DEFAULT_BOOKING_RULES, minNoticeMinutes: 120, maxPerDay: 10 };

describe('effective booking rules of a type', () => {
  it('are the business rules when the type overrides nothing', () => {
    expect(effectiveBookingRules(business, {})).toEqual({ ...business, maxPerDayScope: 'business' });
    expect(effectiveBookingRules(business, { bookingRules: null }).minNoticeMinutes).toBe(120);
  });

  it('take each rule the type overrides over the business rule', () => {
    const rules = effectiveBookingRules(business, {
      bookingRules: { minNoticeMinutes: 0, slotIntervalMinutes: 15, needsConfirmation: true },
    });
    expect(rules).toMatchObject({ minNoticeMinutes: 0, slotIntervalMinutes: 15, needsConfirmation: true });
    expect(rules.maxPerDay).toBe(10);
  });

  it('count the daily maximum per type when the type sets its own, even "no limit"', () => {
    expect(effectiveBookingRules(business, { bookingRules: { maxPerDay: 3 } })).toMatchObject({
      maxPerDay: 3,
      maxPerDayScope: 'type',
    });
    expect(effectiveBookingRules(business, { bookingRules: { maxPerDay: null } })).toMatchObject({
      maxPerDay: null,
      maxPerDayScope: 'type',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { dueReminder, normalizeReminderHours } from './reminders';

const start = new Date('2026-03-10T09:00:00Z');
const hoursBefore = [24, 2];
const bookedLongAgo = new Date('2026-03-01T09:00:00Z');
const at = (iso: string) => new Date(iso);
const candidate = (overrides: Partial<Parameters<typeof dueReminder>[0]> = {}) => ({
  start,
  scheduledAt: bookedLongAgo,
  hoursBefore,
  sent: [],
  ...overrides,
});

describe('which reminder is due', () => {
  it('is none before the first reminder time', () => {
    expect(dueReminder(candidate(), at('2026-03-09T08:59:00Z'))).toBeNull();
  });

  it('is the day-before reminder from 24 hours before the start', () => {
    expect(dueReminder(candidate(), at('2026-03-09T09:00:00Z'))).toBe(24);
  });

  it('is none once the day-before reminder went out, until the two-hour reminder is due', () => {
    expect(dueReminder(candidate({ sent: [24] }), at('2026-03-10T06:00:00Z'))).toBeNull();
    expect(dueReminder(candidate({ sent: [24] }), at('2026-03-10T07:00:00Z'))).toBe(2);
  });

  it('sends only the nearest reminder after an outage, not both', () => {
    expect(dueReminder(candidate(), at('2026-03-10T08:00:00Z'))).toBe(2);
    expect(dueReminder(candidate({ sent: [2] }), at('2026-03-10T08:30:00Z'))).toBeNull();
  });

  it('skips a reminder late for the appointment: nothing from its start on', () => {
    expect(dueReminder(candidate(), start)).toBeNull();
    expect(dueReminder(candidate(), at('2026-03-10T10:00:00Z'))).toBeNull();
  });

  it('skips a reminder whose time came before the appointment was booked or moved there', () => {
    const bookedFiveHoursBefore = at('2026-03-10T04:00:00Z');
    expect(
      dueReminder(candidate({ scheduledAt: bookedFiveHoursBefore }), at('2026-03-10T04:01:00Z')),
    ).toBeNull();
    expect(dueReminder(candidate({ scheduledAt: bookedFiveHoursBefore }), at('2026-03-10T07:00:00Z'))).toBe(
      2,
    );
  });

  it('keeps the offsets once each, earliest reminder first', () => {
    expect(normalizeReminderHours([2, 24, 2, 48])).toEqual([48, 24, 2]);
  });
});

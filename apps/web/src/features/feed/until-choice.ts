import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';

/** The form's ways to say how long an announcement stays. */
export const UNTIL_CHOICES = ['removed', 'today', 'custom'] as const;
export type UntilChoice = (typeof UNTIL_CHOICES)[number];

/**
 * The end to send: none (until removed), the end of today at the business, or the wall-clock time
 * typed into the field (`YYYY-MM-DDTHH:mm`, the business's time zone). A field that is not such a
 * time is sent as it is, so the shared schema names the problem at the field.
 */
export function untilOf(choice: UntilChoice, typed: string, now: Date, timeZone: string): string | null {
  if (choice === 'removed') return null;
  if (choice === 'today') {
    const tomorrow = addDays(localDateOf(now.getTime(), timeZone), 1);
    return new Date(zonedInstant(tomorrow, 0, timeZone)).toISOString();
  }
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(typed);
  if (!match) return typed;
  const [, date = '', hours = '0', minutes = '0'] = match;
  return new Date(zonedInstant(date, Number(hours) * 60 + Number(minutes), timeZone)).toISOString();
}

import type { MailMessage } from '../mail/mailer';
import { type CalendarUpdateMailInput, calendarUpdateMail } from './calendar-update-mail';

/**
 * Staff confirmed a booking request: the appointment with its `.ics`, the calendar entry the
 * request mail promised.
 */
export function confirmedMail(input: CalendarUpdateMailInput): MailMessage {
  return calendarUpdateMail(input, {
    subject: (t, values) => t('bookingConfirmed.subject', values),
    intro: (t, values) => t('bookingConfirmed.intro', values),
    calendarHintKey: 'booking.calendarHint',
  });
}

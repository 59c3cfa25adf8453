import type { MailMessage } from '../mail/mailer';
import { type CalendarUpdateMailInput, calendarUpdateMail } from './calendar-update-mail';

export interface MovedMailInput extends CalendarUpdateMailInput {
  /** The patient moved it themselves (took a waitlist offer): said without "the business moved it". */
  byPatient?: boolean;
}

/**
 * The appointment moved (another time or doctor): the new time, and an `.ics` of the same UID and a
 * higher SEQUENCE that moves the entry in the patient's calendar.
 */
export function movedMail(input: MovedMailInput): MailMessage {
  return calendarUpdateMail(input, {
    subject: (t, values) => t('bookingMoved.subject', values),
    intro: (t, values) =>
      input.byPatient ? t('bookingMoved.introRescheduled') : t('bookingMoved.intro', values),
    calendarHintKey: 'bookingMoved.calendarHint',
  });
}

import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { appointmentCalendarFile } from './appointment-calendar-file';
import { appointmentLines, appointmentMailHtml, contactLines } from './appointment-mail-parts';
import type { MovedMailInput } from './moved-mail';

/**
 * Staff confirmed a booking request: the appointment in the patient's language with its `.ics`
 * (METHOD:REQUEST), the calendar entry the request mail promised. No link, like a move: only the
 * token's hash is stored, and the request mail holds the patient's link.
 */
export function confirmedMail(input: MovedMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const intro = t('bookingConfirmed.intro', { business });
  const after = [
    t('bookingMoved.manageHint'),
    t('booking.calendarHint'),
    t('booking.signature', { business }),
  ];
  const contact = contactLines(t, input);
  const text = [greeting, '', intro, ...lines, '', ...after.flatMap((line) => [line, '']), ...contact]
    .join('\n')
    .trimEnd();
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: t('bookingConfirmed.subject', { business, date }),
    text,
    html: appointmentMailHtml({ languageId: input.languageId, greeting, intro, lines, after, contact }),
    attachments: [
      appointmentCalendarFile(input, { method: 'REQUEST', now: input.now, description: lines.join('\n') }),
    ],
  };
}

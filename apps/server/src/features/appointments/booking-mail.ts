import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { type AppointmentFacts, appointmentLines, appointmentMailHtml } from './appointment-mail-parts';
import { icalendar } from './icalendar';

export interface BookingMailInput extends AppointmentFacts {
  to: string;
  firstName: string;
  /** The business's industry: a restaurant's guest gets a reservation, not an appointment. */
  industry: string;
  businessName: string;
  appointmentId: string;
  end: Date;
  now: Date;
  /** The page where the patient views or cancels the booking. */
  link: string;
}

/**
 * The booking confirmation in the business's language and time zone, with the appointment as an
 * `.ics` attachment that any calendar app imports.
 */
export function bookingMail(input: BookingMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const calendarHint = t('booking.calendarHint');
  const signature = t('booking.signature', { business });

  const text = [
    greeting,
    '',
    t('booking.intro'),
    ...lines,
    '',
    `${t('booking.action')}: ${input.link}`,
    '',
    calendarHint,
    '',
    signature,
  ].join('\n');

  const html = appointmentMailHtml({
    languageId: input.languageId,
    greeting,
    intro: t('booking.intro'),
    lines,
    action: t('booking.action'),
    linkHint: t('booking.linkHint'),
    link: input.link,
    after: [calendarHint, signature],
  });

  const ics = icalendar({
    uid: `${input.appointmentId}@qtify`,
    start: input.start,
    end: input.end,
    stamp: input.now,
    summary: `${input.title} – ${business}`,
    description: [...lines, input.link].join('\n'),
    url: input.link,
  });

  return {
    to: input.to,
    subject: t('booking.subject', { business, date }),
    text,
    html,
    link: input.link,
    attachments: [
      {
        filename: input.industry === 'restaurant' ? 'reservation.ics' : 'appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}

import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { type AppointmentFacts, appointmentLines, appointmentMailHtml } from './appointment-mail-parts';
import { icalendar } from './icalendar';

export interface CancellationMailInput extends AppointmentFacts {
  to: string;
  firstName: string;
  industry: string;
  businessName: string;
  appointmentId: string;
  end: Date;
  now: Date;
  /** Who cancelled: the patient with the link of their confirmation, or the place (staff). */
  by: 'patient' | 'place';
  /** The business's booking page, to book again. */
  bookAgainLink: string;
}

/**
 * The cancellation of an appointment in the business's language, with an `.ics` (METHOD:CANCEL,
 * the confirmation's UID) that takes it out of the patient's calendar. A place that cancels a flood
 * of bookings may write to people who never booked: they are told they can ignore the mail.
 */
export function cancellationMail(input: CancellationMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const intro = t(input.by === 'place' ? 'bookingCancelled.introByPlace' : 'bookingCancelled.intro', {
    business,
  });
  const after = [
    ...(input.by === 'place' ? [t('bookingCancelled.notYou')] : []),
    t('bookingCancelled.calendarHint'),
    t('booking.signature', { business }),
  ];
  const action = t('bookingCancelled.action');

  const text = [
    greeting,
    '',
    intro,
    ...lines,
    '',
    `${action}: ${input.bookAgainLink}`,
    '',
    ...after.flatMap((line) => [line, '']),
  ]
    .join('\n')
    .trimEnd();

  const html = appointmentMailHtml({
    languageId: input.languageId,
    greeting,
    intro,
    lines,
    action,
    linkHint: t('booking.linkHint'),
    link: input.bookAgainLink,
    after,
  });

  const ics = icalendar({
    uid: `${input.appointmentId}@qtify`,
    start: input.start,
    end: input.end,
    stamp: input.now,
    summary: `${input.title} – ${business}`,
    cancelled: true,
  });

  return {
    to: input.to,
    subject: t('bookingCancelled.subject', { business, date }),
    text,
    html,
    attachments: [
      {
        filename: input.industry === 'restaurant' ? 'reservation.ics' : 'appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        content: ics,
      },
    ],
  };
}

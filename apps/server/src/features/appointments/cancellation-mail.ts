import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { appointmentCalendarFile } from './appointment-calendar-file';
import { appointmentLines, appointmentMailHtml, contactLines } from './appointment-mail-parts';
import type { AppointmentMail } from './load-appointment-mail';

export interface CancellationMailInput
  extends Omit<AppointmentMail, 'replyTo' | 'businessPublicId' | 'requested'> {
  replyTo?: string;
  now: Date;
  /** Who cancelled: the patient with the link of their confirmation, or the place (staff); or staff declined the request. */
  by: 'patient' | 'place' | 'declined';
  /** The business's booking page, to book again. */
  bookAgainLink: string;
}

/**
 * The cancellation of an appointment in the patient's language, with an `.ics` (METHOD:CANCEL,
 * the confirmation's UID, a higher SEQUENCE) that takes it out of the patient's calendar. A place
 * that cancels a flood of online bookings may write to people who never booked: they are told they
 * can ignore the mail.
 */
export function cancellationMail(input: CancellationMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const introKey = {
    patient: 'bookingCancelled.intro',
    place: 'bookingCancelled.introByPlace',
    declined: 'bookingDeclined.intro',
  }[input.by];
  const intro = t(introKey, { business });
  const after = [
    ...(input.by === 'place' && input.bookedOnline ? [t('bookingCancelled.notYou')] : []),
    t('bookingCancelled.calendarHint'),
    t('booking.signature', { business }),
  ];
  const action = t('bookingCancelled.action');
  const contact = contactLines(t, input);

  const text = [
    greeting,
    '',
    intro,
    ...lines,
    '',
    `${action}: ${input.bookAgainLink}`,
    '',
    ...after.flatMap((line) => [line, '']),
    ...contact,
  ]
    .join('\n')
    .trimEnd();

  const html = appointmentMailHtml({
    languageId: input.languageId,
    greeting,
    intro,
    lines,
    button: { action, linkHint: t('booking.linkHint'), link: input.bookAgainLink },
    after,
    contact,
  });

  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: t(input.by === 'declined' ? 'bookingDeclined.subject' : 'bookingCancelled.subject', {
      business,
      date,
    }),
    text,
    html,
    attachments: [appointmentCalendarFile(input, { method: 'CANCEL', now: input.now })],
  };
}

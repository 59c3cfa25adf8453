import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { appointmentCalendarFile } from './appointment-calendar-file';
import { appointmentLines, appointmentMailHtml, contactLines } from './appointment-mail-parts';
import type { AppointmentMail } from './load-appointment-mail';

export interface BookingMailInput
  extends Omit<AppointmentMail, 'replyTo' | 'businessPublicId' | 'bookedOnline' | 'requested'> {
  /** A request staff still confirm (needsConfirmation): worded as such, without the `.ics`. */
  requested?: boolean;
  replyTo?: string;
  now: Date;
  /** The page where the patient views or cancels the booking. */
  link: string;
  /** The patient moved it themselves (manage link): said as a move, the link kept. */
  rescheduled?: boolean;
}

/**
 * The booking confirmation in the patient's language and the business's time zone, with the
 * appointment as an `.ics` invitation (METHOD:REQUEST) that any calendar app imports and later
 * mails about it (a move, the cancellation) update in place. A booking request gets the same mail
 * worded as a request and without the `.ics`: the entry comes with the confirmation.
 */
export function bookingMail(input: BookingMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const requested = input.requested === true;
  const calendarHint = t(requested ? 'bookingRequested.hint' : 'booking.calendarHint');
  const signature = t('booking.signature', { business });
  const contact = contactLines(t, input);
  const intro = input.rescheduled
    ? t('bookingMoved.introRescheduled')
    : t(requested ? 'bookingRequested.intro' : 'booking.intro', { business });

  const text = [
    greeting,
    '',
    intro,
    ...lines,
    '',
    `${t('booking.action')}: ${input.link}`,
    '',
    calendarHint,
    '',
    signature,
    ...contact,
  ].join('\n');

  const html = appointmentMailHtml({
    languageId: input.languageId,
    greeting,
    intro,
    lines,
    button: { action: t('booking.action'), linkHint: t('booking.linkHint'), link: input.link },
    after: [calendarHint, signature],
    contact,
  });

  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: input.rescheduled
      ? t('bookingMoved.subject', { business, date })
      : t(requested ? 'bookingRequested.subject' : 'booking.subject', { business, date }),
    text,
    html,
    link: input.link,
    attachments: requested
      ? []
      : [
          appointmentCalendarFile(input, {
            method: 'REQUEST',
            now: input.now,
            description: [...lines, input.link].join('\n'),
            url: input.link,
          }),
        ],
  };
}

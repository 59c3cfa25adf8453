import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { appointmentCalendarFile } from './appointment-calendar-file';
import { appointmentLines, appointmentMailHtml, contactLines } from './appointment-mail-parts';
import type { AppointmentMail } from './load-appointment-mail';

export interface MovedMailInput
  extends Omit<AppointmentMail, 'replyTo' | 'businessPublicId' | 'bookedOnline' | 'requested'> {
  replyTo?: string;
  now: Date;
  /** The patient moved it themselves (took a waitlist offer): said without "the business moved it". */
  byPatient?: boolean;
}

/**
 * Staff moved the appointment (another time or doctor): the new time in the patient's language,
 * with an `.ics` of the same UID and a higher SEQUENCE (METHOD:REQUEST) that moves the entry in the
 * patient's calendar. No link: only the token's hash is stored, so the confirmation's link is the
 * patient's way to view or cancel, as the mail says.
 */
export function movedMail(input: MovedMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const intro = input.byPatient ? t('bookingMoved.introRescheduled') : t('bookingMoved.intro', { business });
  const after = [
    t('bookingMoved.manageHint'),
    t('bookingMoved.calendarHint'),
    t('booking.signature', { business }),
  ];
  const contact = contactLines(t, input);

  const text = [greeting, '', intro, ...lines, '', ...after.flatMap((line) => [line, '']), ...contact]
    .join('\n')
    .trimEnd();

  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: t('bookingMoved.subject', { business, date }),
    text,
    html: appointmentMailHtml({ languageId: input.languageId, greeting, intro, lines, after, contact }),
    attachments: [
      appointmentCalendarFile(input, { method: 'REQUEST', now: input.now, description: lines.join('\n') }),
    ],
  };
}

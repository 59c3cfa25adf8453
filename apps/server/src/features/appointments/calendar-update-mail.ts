import { mailTranslator, type Translate } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { appointmentCalendarFile } from './appointment-calendar-file';
import { appointmentLines, appointmentMailHtml, contactLines } from './appointment-mail-parts';
import type { AppointmentMail } from './load-appointment-mail';

export interface CalendarUpdateMailInput
  extends Omit<AppointmentMail, 'replyTo' | 'businessPublicId' | 'bookedOnline' | 'requested'> {
  replyTo?: string;
  now: Date;
}

/** What one kind of update mail says: its subject, intro and calendar hint, in the recipient's words. */
export interface CalendarUpdateTexts {
  subject: (t: Translate, values: { business: string; date: string }) => string;
  intro: (t: Translate, values: { business: string }) => string;
  calendarHintKey: string;
}

/**
 * A mail that puts the appointment as it is now into the patient's calendar (a move, a confirmed
 * request): the appointment in the patient's language with an `.ics` of its UID and current
 * SEQUENCE (METHOD:REQUEST). No link: only the token's hash is stored, so the confirmation's (or
 * request's) link stays the patient's way to view or cancel, as the mail says.
 */
export function calendarUpdateMail(input: CalendarUpdateMailInput, texts: CalendarUpdateTexts): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const intro = texts.intro(t, { business });
  const after = [
    t('bookingMoved.manageHint'),
    t(texts.calendarHintKey),
    t('booking.signature', { business }),
  ];
  const contact = contactLines(t, input);
  const text = [greeting, '', intro, ...lines, '', ...after.flatMap((line) => [line, '']), ...contact]
    .join('\n')
    .trimEnd();
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: texts.subject(t, { business, date }),
    text,
    html: appointmentMailHtml({ languageId: input.languageId, greeting, intro, lines, after, contact }),
    attachments: [
      appointmentCalendarFile(input, { method: 'REQUEST', now: input.now, description: lines.join('\n') }),
    ],
  };
}

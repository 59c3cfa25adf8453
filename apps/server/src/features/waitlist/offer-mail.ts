import {
  type AppointmentFacts,
  appointmentLines,
  appointmentMailHtml,
} from '../appointments/appointment-mail-parts';
import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';

export interface OfferMailInput extends AppointmentFacts {
  to: string;
  replyTo?: string | undefined;
  firstName: string;
  industry: string;
  businessName: string;
  /** The booking's current start (the offer is earlier). */
  currentStart: Date;
  /** The one-click page of the offer (the public base URL, never a request header). */
  link: string;
}

/** "An earlier time is free": the waitlisted patient's offer, in the language they booked in. */
export function offerMail(input: OfferMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const business = input.businessName;
  const { date, lines } = appointmentLines(t, input);
  const current = appointmentLines(t, { ...input, start: input.currentStart, doctorName: null });
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const intro = t('waitlist.intro');
  const action = t('waitlist.action');
  const linkHint = t('waitlist.linkHint');
  const after = [t('waitlist.current', { current: current.lines[0] ?? '' }), t('waitlist.firstCome')];
  const signature = t('booking.signature', { business });
  const text = [
    greeting,
    '',
    intro,
    ...lines,
    '',
    `${action}: ${input.link}`,
    '',
    ...after,
    '',
    signature,
  ].join('\n');
  return {
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: t('waitlist.subject', { business, date }),
    text,
    html: appointmentMailHtml({
      languageId: input.languageId,
      greeting,
      intro,
      lines,
      button: { action, linkHint, link: input.link },
      after: [...after, signature],
    }),
    link: input.link,
  };
}

import { type AppointmentFacts, appointmentLines } from '../appointments/appointment-mail-parts';
import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';

export interface ReminderMailInput extends AppointmentFacts {
  to: string;
  firstName: string;
  /** A restaurant's guest is reminded of a reservation. */
  industry: string;
  businessName: string;
  /** The one-click link that stops reminders for this patient. */
  optOutLink: string;
  /** The same opt-out as the API address mail clients POST to (RFC 8058). */
  unsubscribeUrl: string;
}

const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;

/**
 * The reminder before an appointment, in the language and time zone of its other mails. Only the
 * manage token's hash is stored, so it cannot carry the confirmation's link; it points there.
 */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const { date, lines } = appointmentLines(t, input);
  const business = input.businessName;
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const intro = t('reminder.intro');
  const change = t('reminder.change');
  const optOut = t('reminder.optOut', { business });
  const signature = t('booking.signature', { business });
  const text = [
    greeting,
    '',
    intro,
    ...lines,
    '',
    change,
    '',
    signature,
    '',
    `${optOut} ${input.optOutLink}`,
  ].join('\n');
  const href = htmlEscape(input.optOutLink);
  const html = `<!doctype html>
<html lang="${htmlEscape(input.languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${p(htmlEscape(greeting))}
${p(`${htmlEscape(intro)}<br><strong>${lines.map(htmlEscape).join('<br>')}</strong>`)}
${p(htmlEscape(change))}
${p(htmlEscape(signature))}
<p style="margin:24px 0 0;font-size:13px;color:#555">${htmlEscape(optOut)} <a href="${href}">${href}</a></p>
</body></html>`;
  return {
    to: input.to,
    subject: t('reminder.subject', { business, date }),
    text,
    html,
    link: input.optOutLink,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}

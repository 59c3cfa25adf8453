import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { icalendar } from './icalendar';

export interface BookingMailInput {
  to: string;
  firstName: string;
  languageId: string;
  /** The business's industry: a restaurant's guest gets a reservation, not an appointment. */
  industry: string;
  businessName: string;
  timeZone: string;
  appointmentId: string;
  title: string;
  doctorName: string | null;
  /** Persons of a restaurant's reservation, when the guest said. */
  partySize?: number | null;
  start: Date;
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
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(input.languageId, { timeZone: input.timeZone, ...options }).format(input.start);
  const date = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const business = input.businessName;
  const key = (name: string) => `booking.${name}`;
  const what = t(key('what'), { title: input.title, date, time });
  // The mail translator has no plural rules: every language names one person in `partyOfOne`.
  const party = input.partySize
    ? [t(key(input.partySize === 1 ? 'partyOfOne' : 'party'), { count: String(input.partySize) })]
    : [];
  const details = [
    what,
    ...party,
    ...(input.doctorName ? [t(key('with'), { doctor: input.doctorName })] : []),
  ];

  const text = [
    t(key('greeting'), { firstName: input.firstName }),
    '',
    t(key('intro')),
    ...details,
    '',
    `${t(key('action'))}: ${input.link}`,
    '',
    t(key('calendarHint')),
    '',
    t(key('signature'), { business }),
  ].join('\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const href = htmlEscape(input.link);
  const html = `<!doctype html>
<html lang="${htmlEscape(input.languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${p(htmlEscape(t(key('greeting'), { firstName: input.firstName })))}
${p(`${htmlEscape(t(key('intro')))}<br><strong>${details.map(htmlEscape).join('<br>')}</strong>`)}
${p(`<a href="${href}" style="display:inline-block;padding:10px 20px;background:#4CAF50;color:#fff;text-decoration:none;border-radius:4px">${htmlEscape(t(key('action')))}</a>`)}
${p(`${htmlEscape(t(key('linkHint')))}<br><a href="${href}">${href}</a>`)}
${p(htmlEscape(t(key('calendarHint'))))}
${p(htmlEscape(t(key('signature'), { business })))}
</body></html>`;

  const ics = icalendar({
    uid: `${input.appointmentId}@qtify`,
    start: input.start,
    end: input.end,
    stamp: input.now,
    summary: `${input.title} – ${business}`,
    description: [...details, input.link].join('\n'),
    url: input.link,
  });

  return {
    to: input.to,
    subject: t(key('subject'), { business, date }),
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

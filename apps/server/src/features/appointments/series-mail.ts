import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import { appointmentLines, contactLines } from './appointment-mail-parts';
import { icalendarOf } from './icalendar';
import type { AppointmentMail } from './load-appointment-mail';

export interface SeriesMailInput
  extends Omit<
    AppointmentMail,
    'replyTo' | 'businessPublicId' | 'bookedOnline' | 'appointmentId' | 'start' | 'end'
  > {
  replyTo?: string;
  now: Date;
  /** Each booked instance with the page where the patient views or cancels it. */
  instances: { appointmentId: string; start: Date; end: Date; sequence: number; link: string }[];
}

const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;

/**
 * The confirmation of a weekly series staff booked: every instance with its own link (each is an
 * ordinary appointment, moved or cancelled on its own) and one `.ics` holding them all, each
 * event with its appointment's UID, so later mails about one instance update that entry.
 */
export function seriesMail(input: SeriesMailInput): MailMessage {
  const t = mailTranslator(input.languageId, input.industry);
  const business = input.businessName;
  const count = String(input.instances.length);
  const items = input.instances.map((instance) => ({
    ...instance,
    ...appointmentLines(t, { ...input, start: instance.start }),
  }));
  const greeting = t('booking.greeting', { firstName: input.firstName });
  const intro = t('series.intro', { count });
  const action = t('booking.action');
  const calendarHint = t('series.calendarHint');
  const signature = t('booking.signature', { business });
  const contact = contactLines(t, input);

  const text = [
    greeting,
    '',
    intro,
    ...items.flatMap((item) => ['', ...item.lines, `${action}: ${item.link}`]),
    '',
    calendarHint,
    '',
    signature,
    ...contact,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${htmlEscape(input.languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${p(htmlEscape(greeting))}
${p(htmlEscape(intro))}
${items
  .map((item) => {
    const [first = '', ...rest] = item.lines.map(htmlEscape);
    const href = htmlEscape(item.link);
    return p(
      `<strong>${first}</strong>${rest.map((line) => `<br>${line}`).join('')}<br><a href="${href}">${htmlEscape(action)}</a>`,
    );
  })
  .join('\n')}
${p(htmlEscape(calendarHint))}
${p(htmlEscape(signature))}
${contact.length > 0 ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${contact.map(htmlEscape).join('<br>')}</p>` : ''}
</body></html>`;

  const ics = icalendarOf(
    'REQUEST',
    items.map((item) => ({
      uid: `${item.appointmentId}@qtify`,
      sequence: item.sequence,
      start: item.start,
      end: item.end,
      stamp: input.now,
      summary: `${input.title} – ${business}`,
      description: [...item.lines, item.link].join('\n'),
      url: item.link,
      organizer: input.organizer,
      attendee: input.attendee,
      location: input.location,
    })),
  );
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: t('series.subject', { business, count, date: items[0]?.date ?? '' }),
    text,
    html,
    link: items[0]?.link,
    attachments: [
      {
        filename: input.industry === 'restaurant' ? 'reservations.ics' : 'appointments.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: ics,
      },
    ],
  };
}

import { htmlEscape } from '../mail/html-escape';
import type { Translate } from '../mail/mail-translator';

/** What every mail about one appointment shows of it. */
export interface AppointmentFacts {
  languageId: string;
  timeZone: string;
  title: string;
  doctorName: string | null;
  /** Persons of a restaurant's reservation, when the guest said. */
  partySize?: number | null;
  start: Date;
}

/**
 * The appointment in the recipient's language and the business's time zone: its date (for the
 * subject) and the lines that describe it ("Kontrolle am Dienstag, 3. März 2026 um 08:00 Uhr", the
 * party, the doctor or table), worded by the `booking.*` texts.
 */
export function appointmentLines(t: Translate, facts: AppointmentFacts): { date: string; lines: string[] } {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(facts.languageId, { timeZone: facts.timeZone, ...options }).format(facts.start);
  const date = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // The mail translator has no plural rules: every language names one person in `partyOfOne`.
  const party = facts.partySize
    ? [t(`booking.${facts.partySize === 1 ? 'partyOfOne' : 'party'}`, { count: String(facts.partySize) })]
    : [];
  return {
    date,
    lines: [
      t('booking.what', { title: facts.title, date, time }),
      ...party,
      ...(facts.doctorName ? [t('booking.with', { doctor: facts.doctorName })] : []),
    ],
  };
}

/** How to reach the business, under the signature: its address and phone, where it gave them. */
export function contactLines(
  t: Translate,
  contact: { location: string | null; businessPhone: string | null },
): string[] {
  return [
    ...(contact.location ? [contact.location] : []),
    ...(contact.businessPhone ? [t('booking.phone', { phone: contact.businessPhone })] : []),
  ];
}

const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;

/** The HTML part: paragraphs of escaped text, the appointment in bold, one button with its link. */
export function appointmentMailHtml(parts: {
  languageId: string;
  greeting: string;
  intro: string;
  lines: string[];
  /** The button and its link; a mail without one (a move) has none. */
  button?: { action: string; linkHint: string; link: string };
  after: string[];
  /** Small lines at the very end (the business's address and phone). */
  contact?: string[];
}): string {
  const button = parts.button;
  const href = button ? htmlEscape(button.link) : '';
  return `<!doctype html>
<html lang="${htmlEscape(parts.languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${p(htmlEscape(parts.greeting))}
${p(`${htmlEscape(parts.intro)}<br><strong>${parts.lines.map(htmlEscape).join('<br>')}</strong>`)}
${button ? p(`<a href="${href}" style="display:inline-block;padding:10px 20px;background:#4CAF50;color:#fff;text-decoration:none;border-radius:4px">${htmlEscape(button.action)}</a>`) : ''}
${button ? p(`${htmlEscape(button.linkHint)}<br><a href="${href}">${href}</a>`) : ''}
${parts.after.map((text) => p(htmlEscape(text))).join('\n')}
${parts.contact?.length ? `<p style="margin:0;color:#666;font-size:14px">${parts.contact.map(htmlEscape).join('<br>')}</p>` : ''}
</body></html>`;
}

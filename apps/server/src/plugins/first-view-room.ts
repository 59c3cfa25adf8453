import { isIndustry } from '@qtify/shared/domain/industry';
import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import { waitText } from '@qtify/shared/domain/wait-range-text';
import patientRoom from '@qtify/shared/i18n/locales/de/patientRoom.json' with { type: 'json' };
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import { counted, frame, inIndustry } from './first-view-parts';
import { escapeHtml } from './html-escape';

const { room, notify } = patientRoom;

/** A paragraph, a heading or a span with its first-view class and escaped text. */
const text = (tag: string, name: string, words: string) =>
  `<${tag} class="first-view-${name}">${escapeHtml(words)}</${tag}>`;

/** A button as the app draws it (the icon's place kept), not working until the app takes over. */
const button = (label: string, variant: 'default' | 'light') =>
  `<span class="first-view-button" data-variant="${variant}"><span class="first-view-icon"></span>${escapeHtml(label)}</span>`;

/** "2 Personen vor Ihnen" with the number drawn big (the app's AheadSentence, position-card.tsx). */
function aheadSentence(ahead: number): string {
  const sentence = counted(room, 'ahead', ahead);
  const match = /<num>(.*?)<\/num>/.exec(sentence);
  if (!match) return text('span', 'ahead', sentence);
  const before = sentence.slice(0, match.index).trim();
  const after = sentence.slice(match.index + match[0].length).trim();
  return (
    (before ? text('span', 'ahead', before) : '') +
    text('span', 'number', match[1] ?? '') +
    (after ? text('span', 'ahead', after) : '')
  );
}

/** The estimate's sentence (position-card.tsx): one figure, a range or "up to"; none for the next. */
function waitSentence(entry: PatientEntry): string {
  const chosen = waitText(entry.estimatedWaitRange);
  if (!chosen) return '';
  if (chosen.key === 'wait') return text('p', 'wait', counted(room, 'wait', chosen.values.count));
  const values: Record<string, number> = chosen.values;
  const sentence = room[chosen.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
  return text('p', 'wait', sentence);
}

/** What the card shows above the position (position-card.tsx): the ticket, urgent, the stage. */
function cardHead(entry: PatientEntry): string {
  const ticket = entry.ticket
    ? `<p class="first-view-ticket">${text('span', 'ticket-label', room.ticket)}${text('span', 'ticket-number', entry.ticket)}</p>`
    : '';
  const urgent = entry.urgent ? text('p', 'wait', room.urgent) : '';
  const stage =
    entry.stage && entry.stage.count > 1
      ? text(
          'p',
          'wait',
          room.stage
            .replace('{{n}}', String(entry.stage.index + 1))
            .replace('{{count}}', String(entry.stage.count))
            .replace('{{name}}', () => entry.stage?.name ?? ''),
        )
      : '';
  return ticket + urgent + stage;
}

/** The position card: people ahead and the wait, or that they are next (position-card.tsx). */
function card(entry: PatientEntry, industry: string): string {
  if (entry.isNext || entry.ahead <= 0) {
    return (
      `<section class="first-view-card" data-state="next">${cardHead(entry)}<span class="first-view-card-icon"></span>` +
      text('p', 'headline', inIndustry(room, 'next', industry)) +
      text('p', 'wait', inIndustry(room, 'nextText', industry)) +
      '</section>'
    );
  }
  const wait = waitSentence(entry);
  return `<section class="first-view-card">${cardHead(entry)}<p class="first-view-position">${aheadSentence(entry.ahead)}</p>${wait}</section>`;
}

/**
 * "Notify me" as the app shows it where Web Push works (notify-section.tsx). iPhones and iPads
 * (whose Safari may call itself a Mac) are shown the home-screen steps by the app instead, which the
 * server cannot tell apart from a Mac: the section is left to the app there.
 */
function notifySection(entry: PatientEntry, userAgent: string): string {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return '';
  return (
    '<section class="first-view-section">' +
    text('h2', 'section-heading', notify.heading) +
    '<div class="first-view-switch-row"><span class="first-view-switch-text">' +
    text('span', 'switch-label', notify.label) +
    text('span', 'hint', notify.hint) +
    `</span><span class="first-view-switch"${entry.notify ? ' data-on' : ''}></span></div>` +
    text('p', 'hint', notify.keepOpen) +
    button(notify.testSound, 'light') +
    '</section>'
  );
}

/**
 * The patient room's first view (room-view.tsx): the title, the greeting, the position card, step
 * out and notifications, as the app's first render draws them for a place that waits; its buttons
 * work once the app has taken over. Empty where the room would first show something else: the visit
 * is over or in treatment, staff sent a message (it comes first), the patient stepped out.
 */
export function roomFirstView(entry: PatientEntry, userAgent: string): string {
  if (!isWaitingStatus(entry.status) || entry.messageSent || entry.out) return '';
  const industry = isIndustry(entry.industry) ? entry.industry : 'business';
  const business = { name: entry.businessName, industry, colorTheme: entry.colorTheme };
  const greeting = entry.firstName ? room.greeting.replace('{{name}}', () => entry.firstName) : '';
  return frame(
    business,
    'queue',
    'room',
    '<div class="first-view-page">' +
      text('h1', 'title', inIndustry(room, 'title', industry)) +
      text('p', 'greeting', greeting) +
      card(entry, industry) +
      `<section class="first-view-section">${text('p', 'muted', room.stepOutHint)}${button(room.stepOut, 'default')}</section>` +
      notifySection(entry, userAgent) +
      `<p class="first-view-connection"><span class="first-view-dot"></span>${escapeHtml(room.connecting)}</p>` +
      '</div>',
  );
}

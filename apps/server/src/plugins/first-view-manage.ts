import { formatAppointment } from '@qtify/shared/domain/appointment-when';
import { isIndustry } from '@qtify/shared/domain/industry';
import booking from '@qtify/shared/i18n/locales/de/booking.json' with { type: 'json' };
import waitlist from '@qtify/shared/i18n/locales/de/waitlist.json' with { type: 'json' };
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import { counted, frame, inIndustry } from './first-view-parts';
import { escapeHtml } from './html-escape';

const { manage, summary } = booking;

/** A Mantine button as the manage page draws it (its icon's place kept), working once the app takes over. */
const button = (label: string, variant: 'light' | 'subtle' | 'outline' | 'small', icon: boolean) =>
  `<span class="first-view-button" data-variant="${variant}">` +
  `${icon ? '<span class="first-view-icon"></span>' : ''}${escapeHtml(label)}</span>`;

const row = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;

/** What was booked, when (in the business's zone), with whom and where (booking-summary.tsx). */
function bookingSummary(current: Booking, industry: string): string {
  const what = current.partySize
    ? counted(summary, 'forParty', current.partySize).replace('{{title}}', () => current.title)
    : current.title;
  const requested = current.confirmation === 'requested' ? ` (${summary.requested})` : '';
  const when = formatAppointment(current.start, current.timeZone, 'de') + requested;
  return (
    '<div class="first-view-paper"><dl class="first-view-summary">' +
    row(inIndustry(summary, 'what', industry), what) +
    row(summary.when, when) +
    (current.doctorName ? row(inIndustry(summary, 'who', industry), current.doctorName) : '') +
    row(inIndustry(summary, 'where', industry), current.businessName) +
    '</dl></div>'
  );
}

/**
 * The manage page's first view (manage-booking-page.tsx): its heading, the booking's summary and
 * the ways to move, be told of an earlier time, cancel, and the patient's data, as the app's first
 * render draws them for a booking the patient can still change online. Empty where the page would
 * first show something else: the booking is cancelled, has begun or is past the business's
 * deadline (the page says to call), or waits for an earlier time already.
 */
export function manageFirstView(
  page: { booking: Booking; industry: string; colorTheme: string },
  now: Date,
): string {
  const current = page.booking;
  const changeable =
    now.getTime() < new Date(current.changeableUntil).getTime() &&
    now.getTime() < new Date(current.start).getTime();
  if (current.cancelled || current.waitlisted || !changeable) return '';
  const industry = isIndustry(page.industry) ? page.industry : 'business';
  const business = { name: current.businessName, industry, colorTheme: page.colorTheme };
  return frame(
    business,
    'booking',
    'manage',
    '<div class="first-view-booking">' +
      `<h1 class="first-view-booking-title">${escapeHtml(inIndustry(manage, 'heading', industry))}</h1>` +
      '<div class="first-view-stack">' +
      bookingSummary(current, industry) +
      button(inIndustry(manage, 'reschedule', industry), 'light', true) +
      button(inIndustry(waitlist.manage, 'waitlistJoin', industry), 'subtle', false) +
      button(inIndustry(manage, 'cancel', industry), 'outline', true) +
      '</div><div class="first-view-data-rights">' +
      button(manage.myData, 'small', true) +
      '</div></div>',
  );
}

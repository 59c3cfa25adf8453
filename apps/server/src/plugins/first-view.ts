import type { RouteSpec } from '@qtify/shared/app-routes/route-table';
import booking from '@qtify/shared/i18n/locales/de/booking.json' with { type: 'json' };
import patientJoin from '@qtify/shared/i18n/locales/de/patientJoin.json' with { type: 'json' };
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { frame, inIndustry } from './first-view-parts';
import { escapeHtml } from './html-escape';

const welcome = (name: string) => patientJoin.join.welcome.replace('{{name}}', () => name);

/** Registration: the welcome and what happens next. */
const registration = (business: PublicBusiness) =>
  frame(
    business,
    'queue',
    'registration',
    `<div class="first-view-page"><h1 class="first-view-title">${escapeHtml(welcome(business.name))}</h1>` +
      `<p class="first-view-intro">${escapeHtml(inIndustry(patientJoin.join, 'intro', business.industry))}</p></div>`,
  );

/** Booking's step one: its title, the progress, the step's question (the types come with the app). */
const bookingStepOne = (business: PublicBusiness) =>
  frame(
    business,
    'booking',
    'booking',
    `<div class="first-view-booking">` +
      `<h1 class="first-view-booking-title">${escapeHtml(inIndustry(booking, 'title', business.industry))}</h1>` +
      `<p class="first-view-progress">${escapeHtml(booking.progress.replace('{{step}}', '1').replace('{{total}}', '3'))}</p>` +
      `<h2 class="first-view-step">${escapeHtml(inIndustry(booking.types, 'heading', business.industry))}</h2></div>`,
  );

/**
 * What a business's public page shows first, as HTML the server already knows: the business's name
 * in the frame's top band (neutral colours, as while the app loads it) and the page's first words in
 * German (the app's first language; the caller leaves it out for a visitor who chose another). The
 * app's first render replaces it with the same texts in the same places (apps/web/src/app/
 * first-view.css keeps them there), so a phone shows the page's words with the HTML instead of after
 * the code (issue 17: LCP ≤ 2.5 s). Nothing in it is interactive: the form and the types come with
 * the app. Empty for a page that would show something else first: registration paused or not open
 * online, a booking link into a later step (`type`, `start`).
 */
export function firstView(
  route: Pick<RouteSpec, 'id'> | undefined,
  business: PublicBusiness,
  url: URL,
): string {
  if (!business.openOnline) return '';
  if (route?.id === 'patientNew') return business.selfRegistration === 'paused' ? '' : registration(business);
  const stepOne = !url.searchParams.has('type') && !url.searchParams.has('start');
  if (route?.id === 'bookAppointment' && stepOne) return bookingStepOne(business);
  return '';
}

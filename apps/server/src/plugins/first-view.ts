import type { RouteSpec } from '@qtify/shared/app-routes/route-table';
import common from '@qtify/shared/i18n/locales/de/common.json' with { type: 'json' };
import patientJoin from '@qtify/shared/i18n/locales/de/patientJoin.json' with { type: 'json' };
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** i18next's context rule: `key_<industry>` when the catalogue has it, else `key`. */
function inIndustry(texts: Record<string, unknown>, key: string, industry: string): string {
  const text = texts[`${key}_${industry}`] ?? texts[key];
  return typeof text === 'string' ? text : '';
}

const welcome = (name: string) => patientJoin.join.welcome.replace('{{name}}', () => name);

/**
 * What the patient registration shows first, as HTML the server already knows: the business's name
 * in the frame's top band, the page's welcome and intro in German (the app's first language; the
 * caller leaves it out for a visitor who chose another). The app's first render replaces it with
 * the same texts in the same places (apps/web/src/app/first-view.css keeps them there), so a phone
 * shows the page's words with the HTML instead of after the code (issue 17: LCP ≤ 2.5 s). Nothing
 * in it is interactive: the form comes with the app. Empty for a page that would show something
 * else first (registration paused, not open online).
 */
export function firstView(route: Pick<RouteSpec, 'id'> | undefined, business: PublicBusiness): string {
  if (route?.id !== 'patientNew' || !business.openOnline || business.selfRegistration === 'paused') return '';
  const name = escapeHtml(business.name);
  const service = inIndustry(common.brand.service, 'queue', business.industry);
  const intro = inIndustry(patientJoin.join, 'intro', business.industry);
  return (
    `<div class="first-view" data-service="queue">` +
    `<div class="first-view-band"><div class="first-view-band-inner"><span class="first-view-badge"></span>` +
    `<div class="first-view-names"><p class="first-view-name">${name}</p>` +
    `<p class="first-view-service">${escapeHtml(service)}</p></div></div></div>` +
    `<div class="first-view-page"><h1 class="first-view-title">${escapeHtml(welcome(business.name))}</h1>` +
    `<p class="first-view-intro">${escapeHtml(intro)}</p></div></div>`
  );
}

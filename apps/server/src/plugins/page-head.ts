import type { RouteSpec } from '@qtify/shared/app-routes/route-table';
import { DEFAULT_INDUSTRY } from '@qtify/shared/domain/industry';
import business from '@qtify/shared/i18n/locales/de/business.json' with { type: 'json' };
import common from '@qtify/shared/i18n/locales/de/common.json' with { type: 'json' };
import pageDescriptions from '@qtify/shared/i18n/locales/de/descriptions.json' with { type: 'json' };
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { escapeHtml, scriptJson } from './html-escape';
import { shopDescription, shopHeadTags } from './shop-head';

// German: the web app's first render speaks the default language too (spec §1), and switches to
// the visitor's own language with the same texts from the same catalogues (document-title.tsx).
const titles: Record<string, string | undefined> = { ...business.routes, ...common.routes };
const descriptions: Record<string, string | undefined> = pageDescriptions;

/** The tab title and meta description of a page of the route table, or of the not-found page. */
export function pageHead(route: Pick<RouteSpec, 'id'> | undefined): { title: string; description: string } {
  const id = route?.id ?? 'notFound';
  const title = id === 'landing' ? `Qtify – ${common.app.tagline}` : `${titles[id] ?? 'Qtify'} – Qtify`;
  return { title, description: descriptions[id] ?? pageDescriptions.default };
}

/** The build's preloads of the industries' catalogues (apps/web/build/preload-catalogues-plugin.ts). */
const INDUSTRY_PRELOAD = /<link\b[^>]*\bdata-industry="([a-z]+)"[^>]*>\s*/g;

/** A business's public page and the business its link names. */
export interface PagePlace {
  publicId: string;
  business: PublicBusiness;
}

/** The id of the inline place in the HTML; the web app reads it (apps/web/src/lib/inline-place.ts). */
export const INLINE_PLACE_ID = 'qtify-place';

/**
 * index.html with the page's own title and description, so crawlers and link previews that run no
 * JavaScript see what the page is (every page would otherwise be "Qtify"), and the one industry
 * catalogue it needs preloaded: the default industry's, or on a business's public page that
 * business's own (none while the page does not know it yet, the default would be bytes for nothing
 * on a patient's phone).
 *
 * With `place` (a business's public page whose business the server looked up, web-app.ts) the tab
 * is titled with its name and the page gets the business as the public API answers it, inline: the
 * page renders at once instead of one request after its code has run, with its industry's
 * catalogue on its way beside the entry chunk. `firstView` (first-view.ts, personal-first-view.ts) is what the page shows
 * first, as HTML inside the app's root.
 */
export function withPageHead(
  indexHtml: string,
  route: Pick<RouteSpec, 'id' | 'frame'> | undefined,
  { place, firstView = '', origin }: { place?: PagePlace; firstView?: string; origin?: string } = {},
): string {
  const { title: pageTitle, description: pageDescription } = pageHead(route);
  const title = place ? place.business.name : pageTitle;
  // The business's own page (/shops/:publicId) is what a shared link previews: its own words.
  const shop = place && origin !== undefined && route?.id === 'shop';
  const description = shop ? shopDescription(place.business) : pageDescription;
  const industry = route?.frame === 'business' ? place?.business.industry : DEFAULT_INDUSTRY;
  const html = indexHtml
    .replace(INDUSTRY_PRELOAD, (link, linkIndustry: string) => (linkIndustry === industry ? link : ''))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  const withView = html.replace('<div id="root"></div>', () => `<div id="root">${firstView}</div>`);
  if (!place) return withView;
  const inline =
    `<script type="application/json" id="${INLINE_PLACE_ID}" data-public-id="${escapeHtml(place.publicId)}">` +
    `${scriptJson(place.business)}</script>`;
  const head = shop ? `${shopHeadTags(place.business, place.publicId, origin)}\n${inline}` : inline;
  return withView.replace('</head>', () => `${head}\n</head>`);
}

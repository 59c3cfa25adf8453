import type { RouteSpec } from '@qtify/shared/app-routes/route-table';
import business from '@qtify/shared/i18n/locales/de/business.json' with { type: 'json' };
import common from '@qtify/shared/i18n/locales/de/common.json' with { type: 'json' };
import pageDescriptions from '@qtify/shared/i18n/locales/de/descriptions.json' with { type: 'json' };

// German: the web app's first render speaks the default language too (spec §1), and switches to
// the visitor's own language with the same texts from the same catalogues (document-title.tsx).
const titles: Record<string, string | undefined> = { ...business.routes, ...common.routes };
const descriptions: Record<string, string | undefined> = pageDescriptions;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tab title and meta description of a page of the route table, or of the not-found page. */
export function pageHead(route: Pick<RouteSpec, 'id'> | undefined): { title: string; description: string } {
  const id = route?.id ?? 'notFound';
  const title = id === 'landing' ? `Qtify – ${common.app.tagline}` : `${titles[id] ?? 'Qtify'} – Qtify`;
  return { title, description: descriptions[id] ?? pageDescriptions.default };
}

/**
 * The build's preload of the default industry's catalogue (apps/web/build/preload-catalogues-plugin.ts).
 * A business's public page loads its own industry's catalogue once it has the business: the
 * default one would be bytes for nothing on a patient's phone.
 */
const DEFAULT_INDUSTRY_PRELOAD = /<link\b[^>]*\bdata-preload="default-industry"[^>]*>\s*/;

/**
 * index.html with the page's own title and description, so crawlers and link previews that run no
 * JavaScript see what the page is (every page would otherwise be "Qtify"), and the catalogues to
 * preload for its frame.
 */
export function withPageHead(indexHtml: string, route: Pick<RouteSpec, 'id' | 'frame'> | undefined): string {
  const { title, description } = pageHead(route);
  const html = route?.frame === 'business' ? indexHtml.replace(DEFAULT_INDUSTRY_PRELOAD, '') : indexHtml;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
}

import { shopPagePath } from '@qtify/shared/domain/business-links';
import { descriptionExcerpt } from '@qtify/shared/domain/directory';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { escapeHtml, scriptJson } from './html-escape';
import { shopStructuredData } from './shop-structured-data';

/** The address of a business's public page, on the configured site origin (never a request header). */
export const shopUrl = (origin: string, publicId: string) => `${origin}${shopPagePath(publicId)}`;

/** What a link preview and a search result say of the business: its description, else its address. */
export function shopDescription(business: PublicBusiness): string {
  return (
    descriptionExcerpt(business.description) ??
    [business.name, business.addressLine].filter(Boolean).join(' – ')
  );
}

/**
 * The head tags of a business's public page (/shops/:publicId): the canonical address, Open Graph
 * for link previews (messengers, social networks) and schema.org JSON-LD for search engines. The
 * page's <title> and meta description are page-head.ts's. `origin` is the configured public URL:
 * a forged Host header must not make the page claim another site.
 */
export function shopHeadTags(business: PublicBusiness, publicId: string, origin: string): string {
  const url = shopUrl(origin, publicId);
  // Businesses have no logo yet (issue 22 leaves uploads for later): no og:image until they do.
  const image: string | null = null;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', 'website'),
    meta('og:title', business.name),
    meta('og:description', shopDescription(business)),
    meta('og:url', url),
    meta('og:site_name', 'Qtify'),
    ...(image ? [meta('og:image', image)] : []),
    `<script type="application/ld+json">${scriptJson(shopStructuredData(business, url, image))}</script>`,
  ].join('\n');
}

import { COLOR_THEMES, isColorThemeId } from '@qtify/shared/domain/color-themes';
import common from '@qtify/shared/i18n/locales/de/common.json' with { type: 'json' };
import { escapeHtml } from './html-escape';

// The pieces every first view is made of (first-view.ts, first-view-room.ts, first-view-manage.ts).

/** i18next's context rule: `key_<industry>` when the catalogue has it, else `key`. */
export function inIndustry(texts: Record<string, unknown>, key: string, industry: string): string {
  const text = texts[`${key}_${industry}`] ?? texts[key];
  return typeof text === 'string' ? text : '';
}

const plural = new Intl.PluralRules('de');

/** i18next's plural rule for German: `key_one` or `key_other` by the count, `{{count}}` filled in. */
export function counted(texts: Record<string, unknown>, key: string, count: number): string {
  const text = texts[`${key}_${plural.select(count)}`] ?? texts[`${key}_other`];
  return typeof text === 'string' ? text.replace(/\{\{count\}\}/g, String(count)) : '';
}

/** The business a first view shows in its band, as far as the page knows it. */
export interface BandBusiness {
  name: string;
  industry: string;
  colorTheme?: string | undefined;
}

/** Dark for a business in a dark colour theme, as the app shows its pages. */
export const scheme = (business: Pick<BandBusiness, 'colorTheme'>) =>
  isColorThemeId(business.colorTheme) && COLOR_THEMES[business.colorTheme].dark ? ' data-scheme="dark"' : '';

/** The frame's top band: the business's name and service line (neutral colours, as while the app loads it). */
export const band = (business: BandBusiness, service: 'queue' | 'booking') =>
  `<div class="first-view-band"><div class="first-view-band-inner"><span class="first-view-badge"></span>` +
  `<div class="first-view-names"><p class="first-view-name">${escapeHtml(business.name)}</p>` +
  `<p class="first-view-service">${escapeHtml(inIndustry(common.brand.service, service, business.industry))}</p>` +
  '</div></div></div>';

/** The view's outer element: the service's column widths and the business's colour scheme. */
export const frame = (business: BandBusiness, service: 'queue' | 'booking', page: string, body: string) =>
  `<div class="first-view" data-service="${service}" data-page="${page}"${scheme(business)}>` +
  `${band(business, service)}${body}</div>`;

import type { RouteSpec } from '@qtify/shared/app-routes/route-table';
import common from '@qtify/shared/i18n/locales/de/common.json' with { type: 'json' };
import marketing from '@qtify/shared/i18n/locales/de/marketing.json' with { type: 'json' };
import { escapeHtml } from './html-escape';
import { SITE_FIRST_VIEW_STYLE } from './site-first-view-style';

// The Qtify mark as components/logo.tsx draws it, in the default colour theme's primary and accent.
const LOGO =
  '<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="8" fill="#377e3a"/>' +
  '<circle cx="15" cy="15" r="8" fill="none" stroke="#fff" stroke-width="3.2"/>' +
  '<path d="M18.5 18.5 24 24" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>' +
  '<circle cx="15" cy="15" r="2.4" fill="#8BC34A"/></svg>';

/**
 * The site's top bar (app/shell/public-header.tsx): the logo and the site links as text. The links,
 * the colour and language menus and the login button come with the app: nothing here can be
 * clicked and do nothing.
 */
const bar =
  '<div class="site-view-bar"><div class="site-view-bar-inner">' +
  `<span class="site-view-logo">${LOGO}<span class="site-view-wordmark">Qtify</span></span>` +
  `<span class="site-view-nav"><span>${escapeHtml(common.nav.features)}</span>` +
  `<span>${escapeHtml(common.nav.contact)}</span></span></div></div>`;

/** The landing page's hero (features/marketing/landing-page.tsx) up to its intro. */
const landing = () =>
  '<div class="site-view-hero"><div class="site-view-hero-inner"><div>' +
  `<p class="site-view-eyebrow">${escapeHtml(marketing.landing.hero.eyebrow)}</p>` +
  `<h1 class="site-view-hero-title">${escapeHtml(marketing.landing.hero.title)}</h1>` +
  `<p class="site-view-hero-text">${escapeHtml(marketing.landing.hero.text)}</p></div></div></div>`;

/** The login card (features/auth/auth-card.tsx) with its heading and intro; the form comes with the app. */
const login = () =>
  '<div class="site-view-auth"><div class="site-view-card">' +
  `<h1 class="site-view-card-title">${escapeHtml(common.auth.login.title)}</h1>` +
  `<p class="site-view-card-intro">${escapeHtml(common.auth.login.intro)}</p></div></div>`;

const PAGES: Record<string, (() => string) | undefined> = { landing, login };

/**
 * What the site's landing and login pages show first, as HTML: Qtify's top bar and the page's
 * largest texts, in German (the caller leaves it out for a visitor who chose another language), in
 * the places the app's first render puts the same texts, so a phone shows them with the HTML
 * instead of after the code (issue 17: LCP ≤ 2.5 s; decision 0008). Static: the same for every
 * visitor, so it is cached with the page. The app's first render replaces it; the app removes it
 * first where its first render shows something else (a signed-in visitor, another colour theme).
 * Empty for every other page.
 */
export function siteFirstView(route: Pick<RouteSpec, 'id'> | undefined): string {
  const page = route ? PAGES[route.id] : undefined;
  return page ? `<div class="first-view" data-frame="site">${bar}${page()}</div>` : '';
}

/** index.html with the site's first view of `route` in the app's root and its styles in the head. */
export function withSiteFirstView(html: string, route: Pick<RouteSpec, 'id'> | undefined): string {
  const view = siteFirstView(route);
  if (!view) return html;
  return html
    .replace('</head>', `${SITE_FIRST_VIEW_STYLE}\n</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${view}</div>`);
}

/**
 * The styles of the site's first view (site-first-view.ts), inlined into the HTML of the pages that
 * carry it (landing, login) and no other: in the entry's stylesheet they would count for every
 * first visit, registration's and booking's included, whose byte budgets are nearly used up.
 * `.first-view` itself (font, page background, full height) comes from the entry's stylesheet
 * (apps/web/src/app/first-view.css), which every page links.
 *
 * Mantine's CSS variables do not exist before MantineProvider runs, so the values are spelled out:
 * the default colour theme (a visitor who picked another, or who is signed in, does not keep this
 * view: apps/web/src/main.tsx), Mantine's spacing, radius and shadow, and the sizes of
 * app/shell/public-shell.module.css, components/logo.module.css, features/marketing/
 * marketing.module.css and features/auth/auth.module.css (Paper, Title and Text of auth-card.tsx),
 * so every text is where the app's first render puts it. A layout change there changes here too;
 * e2e/site-first-view.spec.ts compares the places at 390 and 1280 px.
 */
const STYLE = `
.site-view-bar { border-bottom: 1px solid #ced4da }
.site-view-bar-inner {
  display: grid; grid-template-columns: auto 1fr; grid-template-areas: "logo actions" "nav nav";
  align-items: center; column-gap: 1rem; max-width: 75rem; margin: 0 auto; padding: 0.5rem 1rem 0;
}
.site-view-logo { grid-area: logo; display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem }
.site-view-wordmark { font-size: 1.35rem; font-weight: 800; letter-spacing: -0.02em }
.site-view-nav { grid-area: nav; display: flex; gap: 0.625rem }
.site-view-nav span {
  display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 0.75rem;
  border-bottom: 3px solid transparent; font-size: 0.875rem; font-weight: 600; white-space: nowrap;
}
@media (min-width: 48em) {
  .site-view-bar-inner { grid-template-columns: auto 1fr auto; grid-template-areas: "logo nav actions"; height: 4.5rem; padding-top: 0 }
  .site-view-nav { height: 100%; align-items: stretch; margin-left: 1.25rem }
}
.site-view-hero {
  padding: 3rem 0 3.5rem;
  background: radial-gradient(60rem 30rem at 85% -10%, rgba(55, 126, 58, 0.1), transparent 70%), #fff;
}
.site-view-hero-inner { display: grid; gap: 3rem; max-width: 75rem; margin: 0 auto; padding: 0 1rem }
@media (min-width: 62em) {
  .site-view-hero { padding: 5rem 0 }
  .site-view-hero-inner { grid-template-columns: 1.25fr 1fr }
}
.site-view-eyebrow {
  display: inline-block; margin: 0 0 1rem; padding: 0.25rem 0.625rem; border-radius: 0.25rem;
  background: rgba(55, 126, 58, 0.1); color: #2e6930; font-size: 0.75rem; font-weight: 700;
  letter-spacing: 0.04em; text-transform: uppercase;
}
.site-view-hero-title { margin: 0; font-size: clamp(2rem, 5vw, 3.25rem); line-height: 1.1; letter-spacing: -0.02em }
.site-view-hero-text { max-width: 36rem; margin: 1rem 0 0; color: #495057; font-size: 1.125rem }
.site-view-auth { display: flex; flex-direction: column; align-items: center; padding: 2rem 1rem 4rem }
.site-view-card {
  width: 100%; max-width: 27rem; padding: 1.25rem; border: 1px solid #dee2e6; border-radius: 1rem;
  background: #fff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.05), 0 1px 2px rgba(0, 0, 0, 0.1);
}
@media (min-width: 48em) {
  .site-view-auth { padding-top: 4rem }
  .site-view-card { padding: 2rem }
}
.site-view-card-title { margin: 0; font-size: 1.625rem; font-weight: 700; line-height: 1.35 }
.site-view-card-intro { margin: 0.375rem 0 0; color: #495057 }
`;

/** As a `<style>` element for the head: the whitespace collapsed, a few hundred bytes less. */
export const SITE_FIRST_VIEW_STYLE = `<style id="site-first-view">${STYLE.replace(/\s+/g, ' ').trim()}</style>`;

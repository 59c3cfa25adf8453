import { appRouteFor } from '@qtify/shared/app-routes/is-app-path';
import { describe, expect, it } from 'vitest';
import { siteFirstView, withSiteFirstView } from './site-first-view';

const INDEX = '<html><head><title>Qtify</title></head><body><div id="root"></div></body></html>';

describe('the first view of the site’s landing and login pages', () => {
  it('shows the top bar with the logo and the site links as text, nothing to click', () => {
    for (const path of ['/', '/login']) {
      const html = siteFirstView(appRouteFor(path));
      expect(html).toMatch(/^<div class="first-view" data-frame="site">/);
      expect(html).toContain('<span class="site-view-wordmark">Qtify</span>');
      expect(html).toContain('<span>Funktionen</span><span>Kontakt</span>');
      expect(html).not.toMatch(/<(a|button|input|form)\b/);
    }
  });

  it('shows the landing page’s hero up to its intro', () => {
    const html = siteFirstView(appRouteFor('/'));
    expect(html).toContain('<p class="site-view-eyebrow">Digitales Wartezimmer und Online-Buchung</p>');
    expect(html).toContain(
      '<h1 class="site-view-hero-title">Weniger warten. Mehr Zeit für das Wesentliche.</h1>',
    );
    expect(html).toContain('Mit Qtify stellen sich deine Patientinnen, Patienten und Gäste per QR-Code');
  });

  it('shows the login card’s heading and intro, the form comes with the app', () => {
    const html = siteFirstView(appRouteFor('/login'));
    expect(html).toContain('<h1 class="site-view-card-title">Willkommen zurück</h1>');
    expect(html).toContain('<p class="site-view-card-intro">Melde dich bei deinem Qtify-Konto an.</p>');
  });

  it('is empty for every other page', () => {
    for (const path of ['/signup', '/landingPage/landingpageFunktionen', '/waitingRoom/patientnew'])
      expect(siteFirstView(appRouteFor(path)), path).toBe('');
    expect(siteFirstView(undefined)).toBe('');
    expect(withSiteFirstView(INDEX, appRouteFor('/signup'))).toBe(INDEX);
  });

  it('goes into the app’s root, its styles into the head', () => {
    const page = withSiteFirstView(INDEX, appRouteFor('/login'));
    expect(page).toMatch(/<style id="site-first-view">[^<]*\.site-view-card \{[^<]*<\/style>\s*<\/head>/);
    expect(page).toContain('<div id="root"><div class="first-view" data-frame="site">');
  });
});

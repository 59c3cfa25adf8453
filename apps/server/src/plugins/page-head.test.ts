import { appRouteFor } from '@qtify/shared/app-routes/is-app-path';
import { ROUTES } from '@qtify/shared/app-routes/route-table';
import { describe, expect, it } from 'vitest';
import { pageHead, withPageHead } from './page-head';

const INDEX_HTML =
  '<html lang="de"><head><meta name="description" content="Qtify" /><title>Qtify</title></head><body></body></html>';

describe('the head of a page as the server answers it', () => {
  it('names the login page and describes it', () => {
    const html = withPageHead(INDEX_HTML, appRouteFor('/login'));
    expect(html).toContain('<title>Anmelden – Qtify</title>');
    expect(html).toMatch(/<meta name="description" content="Melden Sie sich bei Qtify an[^"]*" \/>/);
  });

  it('gives the landing page the tagline and the booking page its own description', () => {
    expect(pageHead(appRouteFor('/')).title).toBe('Qtify – Digitales Wartezimmer und Online-Terminbuchung');
    expect(pageHead(appRouteFor('/bookingflow/bookAppointment')).description).toMatch(
      /^Buchen Sie Ihren Termin/,
    );
  });

  it('has a title for every page of the route table and the not-found page', () => {
    for (const route of [...ROUTES, undefined]) {
      const { title, description } = pageHead(route);
      expect(title, route?.id).not.toBe('Qtify – Qtify');
      expect(description.length, route?.id).toBeGreaterThan(50);
    }
    expect(pageHead(undefined).title).toBe('Seite nicht gefunden – Qtify');
  });

  it('leaves the default industry’s catalogue unpreloaded on a business’s pages, which load their own', () => {
    const head =
      '<link rel="modulepreload" crossorigin="" href="/assets/common-a.js">\n' +
      '<link rel="modulepreload" crossorigin="" href="/assets/business-b.js" data-preload="default-industry">\n';
    const html = INDEX_HTML.replace('</head>', `${head}</head>`);
    for (const path of ['/waitingRoom/patientnew', '/bookingflow/bookAppointment', '/bookingflow/booking']) {
      const page = withPageHead(html, appRouteFor(path));
      expect(page, path).toContain('/assets/common-a.js');
      expect(page, path).not.toContain('/assets/business-b.js');
    }
    for (const path of ['/', '/login'])
      expect(withPageHead(html, appRouteFor(path))).toContain('/assets/business-b.js');
  });

  it('escapes what it writes into the HTML', () => {
    expect(withPageHead('<title>x</title>', { id: 'landing' })).not.toMatch(
      /<title>[^<]*[<>"][^<]*<\/title>/,
    );
  });
});

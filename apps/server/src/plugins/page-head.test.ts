import { appRouteFor } from '@qtify/shared/app-routes/is-app-path';
import { ROUTES } from '@qtify/shared/app-routes/route-table';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
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

  const PRELOADS =
    '<link rel="modulepreload" crossorigin="" href="/assets/common-a.js">\n' +
    '<link rel="modulepreload" crossorigin="" href="/assets/business-b.js" data-industry="business">\n' +
    '<link rel="modulepreload" crossorigin="" href="/assets/medical-c.js" data-industry="medical">\n' +
    '<link rel="modulepreload" crossorigin="" href="/assets/restaurant-d.js" data-industry="restaurant">\n';
  const withPreloads = INDEX_HTML.replace('</head>', `${PRELOADS}</head>`);
  const place = (name: string, industry: PublicBusiness['industry']) => ({
    publicId: 'gxmh8v04kp',
    business: { name, industry } as PublicBusiness,
  });

  it('preloads the default industry’s catalogue on the site’s pages and none on a business’s page it knows nothing of', () => {
    for (const path of ['/', '/login']) {
      const page = withPageHead(withPreloads, appRouteFor(path));
      expect(page).toContain('/assets/business-b.js');
      expect(page).not.toContain('/assets/medical-c.js');
    }
    for (const path of ['/waitingRoom/patientnew', '/bookingflow/bookAppointment', '/bookingflow/booking']) {
      const page = withPageHead(withPreloads, appRouteFor(path));
      expect(page, path).toContain('/assets/common-a.js');
      expect(page, path).not.toMatch(/data-industry/);
    }
  });

  it('gives a business’s public page the business inline, its name as title and its own industry’s catalogue', () => {
    const page = withPageHead(
      withPreloads,
      appRouteFor('/bookingflow/bookAppointment'),
      place('Ordination Dr. Berger', 'medical'),
    );
    expect(page).toContain('<title>Ordination Dr. Berger</title>');
    expect(page).toContain('/assets/medical-c.js');
    expect(page).not.toContain('/assets/business-b.js');
    expect(page).not.toContain('/assets/restaurant-d.js');
    const inline = page.match(
      /<script type="application\/json" id="qtify-place" data-public-id="gxmh8v04kp">(.*)<\/script>/,
    );
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual({ name: 'Ordination Dr. Berger', industry: 'medical' });
  });

  it('keeps a business’s name from ending the inline script or the title', () => {
    const name = 'Zahn</script><script>alert(1)</script> & "Co"';
    const page = withPageHead(withPreloads, appRouteFor('/waitingRoom/patientnew'), place(name, 'medical'));
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain(
      '<title>Zahn&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</title>',
    );
    const inline = page.match(/id="qtify-place"[^>]*>(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(inline).name).toBe(name);
  });

  it('escapes what it writes into the HTML', () => {
    expect(withPageHead('<title>x</title>', { id: 'landing' })).not.toMatch(
      /<title>[^<]*[<>"][^<]*<\/title>/,
    );
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { signUpWithBusiness } from '../../test/businesses';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="de"><head><meta name="description" content="Qtify" /><title>Qtify</title></head><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://wartezimmer.example.at';

/** The JSON-LD blocks of a page, parsed as a search engine would. */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((block) => JSON.parse(block[1] ?? ''));
}

/** The content of a meta tag by its property, HTML entities decoded. */
function metaProperty(html: string, property: string): string | undefined {
  const found = new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];
  return found
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('the HTML of a business’s public page (/shops/:publicId)', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'qtify-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({ config: { webDist, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function shop(body: Record<string, unknown>, contact: Record<string, unknown> = {}) {
    const { token, business } = await signUpWithBusiness(t.app, body);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: bearer(token),
      payload: contact,
    });
    expect(res.statusCode, res.body).toBe(200);
    return business;
  }

  it('holds the business as schema.org JSON-LD of its industry, with address and opening hours', async () => {
    const business = await shop(
      { name: 'Trattoria Anna', industry: 'restaurant' },
      {
        phone: '+43 1 234 56 78',
        website: 'https://anna.example',
        description: 'Pasta, frisch gemacht.',
        address: { street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' },
        openingHours: [
          { weekday: 1, start: '11:00', end: '14:30' },
          { weekday: 6, start: '17:00', end: '23:00' },
        ],
      },
    );
    const res = await t.app.inject(`/shops/${business.publicId}`);
    expect(res.statusCode).toBe(200);
    const [data] = structuredData(res.body);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Trattoria Anna',
      description: 'Pasta, frisch gemacht.',
      url: `${PUBLIC_URL}/shops/${business.publicId}`,
      telephone: '+43 1 234 56 78',
      sameAs: 'https://anna.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Hauptstraße 1',
        postalCode: '1010',
        addressLocality: 'Wien',
        addressCountry: 'Österreich',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '11:00',
          closes: '14:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '17:00',
          closes: '23:00',
        },
      ],
    });
  });

  it('names the schema.org type by industry', async () => {
    for (const [industry, type] of [
      ['medical', 'MedicalClinic'],
      ['hairdresser', 'HairSalon'],
      ['business', 'LocalBusiness'],
    ]) {
      const business = await shop({ name: `Betrieb ${industry}`, industry });
      const [data] = structuredData((await t.app.inject(`/shops/${business.publicId}`)).body);
      expect(data?.['@type'], industry).toBe(type);
      // Nothing given, nothing claimed: no empty address or phone.
      expect(data).not.toHaveProperty('address');
      expect(data).not.toHaveProperty('telephone');
    }
  });

  it('has the title, description and Open Graph tags a shared link previews', async () => {
    const business = await shop(
      { name: 'Salon Lena', industry: 'hairdresser' },
      { description: 'Schnitt, Farbe, Styling.' },
    );
    const html = (await t.app.inject(`/shops/${business.publicId}`)).body;
    expect(html).toContain('<title>Salon Lena</title>');
    expect(html).toContain('<meta name="description" content="Schnitt, Farbe, Styling." />');
    expect(metaProperty(html, 'og:title')).toBe('Salon Lena');
    expect(metaProperty(html, 'og:description')).toBe('Schnitt, Farbe, Styling.');
    expect(metaProperty(html, 'og:type')).toBe('website');
    expect(metaProperty(html, 'og:url')).toBe(`${PUBLIC_URL}/shops/${business.publicId}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/shops/${business.publicId}" />`);
    // No logo yet: no image claimed.
    expect(metaProperty(html, 'og:image')).toBeUndefined();
  });

  it('takes its address from the configured public URL, never from a forged Host header', async () => {
    const business = await shop({ name: 'Praxis Berger', industry: 'medical' });
    const res = await t.app.inject({
      url: `/shops/${business.publicId}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.body).not.toContain('evil.example');
    expect(metaProperty(res.body, 'og:url')).toBe(`${PUBLIC_URL}/shops/${business.publicId}`);
    expect(structuredData(res.body)[0]?.url).toBe(`${PUBLIC_URL}/shops/${business.publicId}`);
  });

  it('escapes a name that tries to end the script or the attribute', async () => {
    const name = `Bar "Zum Eck" </script><script>alert('x')</script>`;
    const business = await shop(
      { name, industry: 'restaurant' },
      { description: `Tag & Nacht <b>offen</b> "immer" </script>` },
    );
    const html = (await t.app.inject(`/shops/${business.publicId}`)).body;
    // Only the page's own scripts: the inline place and the JSON-LD, nothing the name opened.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("<script>alert('x')");
    expect(html).toContain('\\u003c/script>\\u003cscript>');
    expect(structuredData(html)[0]?.name).toBe(name);
    expect(metaProperty(html, 'og:title')).toBe(name);
    expect(metaProperty(html, 'og:description')).toBe(`Tag & Nacht <b>offen</b> "immer" </script>`);
    expect(html).toContain(
      '<title>Bar &quot;Zum Eck&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</title>',
    );
  });

  it('is public for any business, listed in the directory or not', async () => {
    const business = await shop({ name: 'Nicht gelistet' });
    expect(business.listed).toBe(false);
    const res = await t.app.inject(`/shops/${business.publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Nicht gelistet</title>');
  });

  it('answers an unknown or malformed id with the app’s not-found page and status 404', async () => {
    for (const id of ['zzzzzzzzzz', '%3Cscript%3E', 'x'.repeat(300)]) {
      const res = await t.app.inject(`/shops/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<title>Seite nicht gefunden – Qtify</title>');
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it('keeps the directory a page of its own at /shops and /shops/feed', async () => {
    for (const url of ['/shops', '/shops/feed']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('application/ld+json');
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithBusiness } from '../../test/businesses';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("hashed asset");';

/** A stand-in for apps/web/dist: an index.html, a hashed asset and an unhashed public file. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qtify-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), ASSET_JS);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(ASSET_JS));
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Qtify","start_url":"/?source=pwa"}');
  return dir;
}

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fakeWebBuild();
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it, so a deploy is picked up at once', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
  });

  it('writes the landing and login pages’ first view into the page, in German unless the visitor chose another language', async () => {
    for (const url of ['/', '/login']) {
      const german = await t.app.inject({ url, headers: { cookie: 'qtify.language=de' } });
      expect(german.body, url).toMatch(/<div id="root"><div class="first-view" data-frame="site">.*Qtify/);
      expect(german.body, url).toContain('<style id="site-first-view">');
      const english = await t.app.inject({ url, headers: { cookie: 'qtify.language=en' } });
      expect(english.body, url).toContain('<div id="root"></div>');
      expect(english.body, url).not.toContain('site-first-view');
    }
    // Kept per page and language: the German view again after an English answer.
    expect((await t.app.inject('/login')).body).toContain('Willkommen zurück');
    expect((await t.app.inject('/signup')).body).toContain('<div id="root"></div>');
  });

  it('gives a patient room a manifest that opens that room when installed, never cached', async () => {
    const token = 'q8Vb3uZ0mJ2xY7kL1nP4rT6wA9sD5fG0hK3jE8cX2vB';
    const res = await t.app.inject(`/q/${token}/manifest.webmanifest`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ name: 'Qtify', start_url: `/q/${token}` });
    const malformed = await t.app.inject('/q/not-a-token/manifest.webmanifest');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.code).toBe('NOT_FOUND');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET_JS);
  });

  it('sends the brotli file the build wrote when the browser accepts it, and the plain one otherwise', async () => {
    const compressed = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it('serves other files with no-cache', async () => {
    const res = await t.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html and the CSP, so the SPA router can take over', async () => {
    for (const url of [
      '/signup',
      '/ro23omasfdas/app-calendar',
      '/reset-password?token=abc',
      '/pos/workflow/42',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      // A personal link's page (a token in it) is kept nowhere.
      expect(res.headers['cache-control'], url).toBe(url.includes('token') ? 'no-store' : 'no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('keeps unknown /api paths a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('answers a missing hashed asset with 404, not with index.html', async () => {
    const res = await t.app.inject('/assets/index-OldHash1.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers another method on a page with 405 and the methods it allows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers a path the app has no page for with the app (its 404 page) and status 404', async () => {
    for (const url of [
      '/this/page/does-not-exist',
      '/waitingRoom/roomz?b=1',
      '/q/abc/extra',
      '/wp-login.php',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('serves robots.txt as text: public pages open, staff pages, personal links and the API closed', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = res.body.split('\n');
    expect(rules[0]).toBe('User-agent: *');
    for (const closed of ['/api/', '/q/', '/waitingRoom/room', '/bookingflow/booking', '/reset-password']) {
      expect(rules, closed).toContain(`Disallow: ${closed}`);
    }
    // A staff alias that is a prefix of the public booking alias closes only itself.
    expect(rules).toContain('Disallow: /ro23omasfdas$');
    const disallowed = rules.filter((rule) => rule.startsWith('Disallow: ')).map((rule) => rule.slice(10));
    for (const open of [
      '/',
      '/waitingRoom/patientnew',
      '/bookingflow/bookAppointment',
      '/ro23omasfdas/b-a-bokdsfjsd',
      '/login',
    ]) {
      const closedBy = disallowed.filter((rule) =>
        rule.endsWith('$')
          ? open === rule.slice(0, -1)
          : open.startsWith(rule.replace(/\?$/, '')) && !rule.endsWith('?'),
      );
      expect(closedBy, open).toEqual([]);
    }
  });
});

describe('the head of the index.html a page gets', () => {
  const HEAD_HTML =
    '<!doctype html><html lang="de"><head><meta name="description" content="Qtify" /><title>Qtify</title></head><body><div id="root"></div></body></html>';
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'qtify-web-'));
    writeFileSync(path.join(webDist, 'index.html'), HEAD_HTML);
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('names and describes each page, the landing page and the not-found page included', async () => {
    const login = await t.app.inject('/login');
    expect(login.body).toContain('<title>Anmelden – Qtify</title>');
    expect(login.body).toMatch(/<meta name="description" content="Melden Sie sich bei Qtify an/);
    const landing = await t.app.inject('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<title>Qtify – Digitales Wartezimmer und Online-Terminbuchung</title>');
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Seite nicht gefunden – Qtify</title>');
  });

  it('puts the business of a registration or booking link into its page, titled with its name, compressed like the others', async () => {
    const { business } = await signUpWithBusiness(t.app, {
      name: 'Ordination Dr. Berger',
      industry: 'medical',
    });
    for (const url of [
      `/bookingflow/bookAppointment?b=${business.publicId}`,
      `/waitingRoom/patientnew?b=${business.publicId}`,
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<title>Ordination Dr. Berger</title>');
      const inline = html.match(
        /<script type="application\/json" id="qtify-place" data-public-id="(\w+)">(.*?)<\/script>/,
      );
      expect(inline?.[1]).toBe(business.publicId);
      const api = await t.app.inject(`/api/public/businesses/${business.publicId}`);
      expect(JSON.parse(inline?.[2] ?? 'null')).toEqual(api.json().business);
    }
  });

  it('writes the registration’s first view into the page, in German unless the visitor chose another language', async () => {
    const { business } = await signUpWithBusiness(t.app, { name: 'Salon Anna', industry: 'hairdresser' });
    const url = `/waitingRoom/patientnew?b=${business.publicId}`;
    const german = await t.app.inject(url);
    expect(german.body).toMatch(/<div id="root"><div class="first-view"[^>]*>.*Willkommen bei Salon Anna/);
    for (const cookie of ['qtify.language=de', 'other=1; qtify.language=de'])
      expect((await t.app.inject({ url, headers: { cookie } })).body, cookie).toContain('first-view');
    const english = await t.app.inject({ url, headers: { cookie: 'qtify.language=en' } });
    expect(english.body).toContain('<div id="root"></div>');
    expect(english.body).toContain('<title>Salon Anna</title>');
  });

  it('answers a link with an unknown or malformed business with the general page, nothing inline', async () => {
    for (const b of ['zzzzzzzzzz', '<script>', '']) {
      const res = await t.app.inject(`/bookingflow/bookAppointment?b=${encodeURIComponent(b)}`);
      expect(res.statusCode, b).toBe(200);
      expect(res.body).not.toContain('qtify-place');
      expect(res.body).toContain('– Qtify</title>');
    }
  });

  it('sends it compressed to browsers that accept brotli', async () => {
    const res = await t.app.inject({ url: '/signup', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Registrieren – Qtify</title>');
  });
});

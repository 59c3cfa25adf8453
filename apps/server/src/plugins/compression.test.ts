import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableBusiness } from '../../test/bookable-business';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A hashed asset the build wrote without .br/.gz copies (e.g. an image-like file or a small chunk). */
const ASSET_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('compressed API answers', () => {
  let t: TestApp;
  let webDist: string;
  let slotsUrl: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'qtify-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><body>${'<p>Qtify</p>'.repeat(200)}</body></html>`,
    );
    writeFileSync(path.join(webDist, 'assets', 'big-Ab12Cd34.js'), ASSET_JS);
    t = await createTestApp({ config: { webDist } });
    const { business, type } = await createBookableBusiness(t.app, { doctors: 3 });
    slotsUrl = `/api/public/businesses/${business.publicId}/slots?typeId=${type.id}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a large answer as brotli when the client accepts it, varying by Accept-Encoding', async () => {
    const plain = await get(slotsUrl);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get(slotsUrl, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get(slotsUrl, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).slots.length).toBeGreaterThan(10);
  });

  it('keeps an answer of 1 KB or less as it is', async () => {
    const res = await get('/api/health', 'gzip, deflate, br');
    expect(res.rawPayload.length).toBeLessThanOrEqual(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('sends plain JSON to a client that asks for identity or sends no Accept-Encoding', async () => {
    for (const acceptEncoding of ['identity', undefined]) {
      const res = await get(slotsUrl, acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().slots.length).toBeGreaterThan(10);
    }
  });

  it("leaves the web app's files alone: they are served as the build wrote them", async () => {
    const asset = await get('/assets/big-Ab12Cd34.js', 'gzip, deflate, br');
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(ASSET_JS);
  });

  it('sends a page compressed once by the web app (its head is per page), not a second time', async () => {
    const page = await get('/', 'gzip, deflate, br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<p>Qtify</p>');
  });
});

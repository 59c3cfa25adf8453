import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, signUp } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { decodePngQr, decodeSvgQr, parseSvgQr } from '../../../test/qr-decode';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMembership } from '../memberships/memberships.service';

describe('the QR code of a business', () => {
  let t: TestApp;
  let local: TestApp;
  const qr = (app: TestApp, businessId: string, format: 'svg' | 'png', token: string, query = '') =>
    app.app.inject({ url: `/api/businesses/${businessId}/qr.${format}${query}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://qtify.example' } });
    local = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await local.close();
  });

  it('is a PNG that reads exactly as the absolute link of the patient registration', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await qr(t, business.id, 'png', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private\b/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(decodePngQr(res.rawPayload)).toBe(
      `https://qtify.example/waitingRoom/patientnew?b=${business.publicId}`,
    );
  });

  it('prints sharp: about 1024 pixels wide, in whole pixels per module', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const png = (await qr(t, business.id, 'png', token)).rawPayload;
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBe(height);
    expect(width).toBeGreaterThan(900);
    expect(width).toBeLessThanOrEqual(1024);
    const link = `https://qtify.example${business.links.register}`;
    const modules = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules.size + 8;
    expect(width % modules).toBe(0);
  });

  it('is an SVG with the same content, error correction M and a quiet zone of 4 modules', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await qr(t, business.id, 'svg', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/^private\b/);
    const link = `https://qtify.example${business.links.register}`;
    expect(decodeSvgQr(res.body)).toBe(link);
    const expected = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
    const { size, modules } = parseSvgQr(res.body);
    expect(size).toBe(expected.size + 8);
    for (const edge of [modules[0], modules[3], modules[size - 1], modules.map((row) => row[2])]) {
      expect(edge?.some(Boolean)).toBe(false);
    }
    for (let row = 0; row < expected.size; row += 1) {
      for (let column = 0; column < expected.size; column += 1) {
        expect(modules[row + 4]?.[column + 4]).toBe(expected.get(row, column) === 1);
      }
    }
  });

  it('never links to the Host the request names: without PUBLIC_URL it is the developer’s localhost', async () => {
    const { token, business } = await signUpWithBusiness(local.app);
    const res = await local.app.inject({
      url: `/api/businesses/${business.id}/qr.png`,
      headers: { ...bearer(token), host: 'evil.example:8080', 'x-forwarded-host': 'evil.example' },
    });
    expect(decodePngQr(res.rawPayload)).toBe(
      `http://localhost:${local.config.port}${business.links.register}`,
    );
  });

  it('is saved under an ASCII name made of the business name when downloaded', async () => {
    const { token, business } = await signUpWithBusiness(t.app, { name: 'Ordination Dr. Müller & "Söhne"' });
    const png = await qr(t, business.id, 'png', token, '?download=1');
    expect(png.headers['content-disposition']).toBe(
      'attachment; filename="qr-code-ordination-dr-mueller-soehne.png"',
    );
    const svg = await qr(t, business.id, 'svg', token, '?download=1');
    expect(svg.headers['content-disposition']).toBe(
      'attachment; filename="qr-code-ordination-dr-mueller-soehne.svg"',
    );
    expect(
      (await qr(t, business.id, 'svg', token, '?download=0')).headers['content-disposition'],
    ).toBeUndefined();
  });

  it('is there for staff too, and for nobody outside the business', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { token: staff } = await signUp(t.app);
    const staffId = (await getUser(t.app, staff)).json().user.id;
    await addMembership(
      t.database.db,
      {
        userId: staffId,
        businessId: business.id,
        role: 'reception',
      },
      t.clock.now(),
    );
    expect((await qr(t, business.id, 'svg', staff)).statusCode).toBe(200);
    const { token: stranger } = await signUp(t.app);
    const res = await qr(t, business.id, 'png', stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

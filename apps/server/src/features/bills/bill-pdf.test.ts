import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billCalls, finishedBill, newProduct } from '../../../test/bills';
import { signUpWithBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the bill as a PDF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function salon() {
    const { token, business } = await signUpWithBusiness(t.app, {
      name: 'Salon Schnitt',
      industry: 'hairdresser',
    });
    const cut = await newProduct(t.app, business.id, token, {
      name: 'Haarschnitt',
      priceMinor: 3900,
      taxRatePercent: 20,
    });
    return { token, business, calls: billCalls(t.app, business.id), cut };
  }

  it('prints as a real PDF, in the business’s language, with the note that it is not a fiscal receipt', async () => {
    const { token, business, calls, cut } = await salon();
    const bill = (await finishedBill(t.app, business.id, token, cut)).json().bill;
    const pdf = await calls.pdf(token, bill.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(bytes.toString('latin1')).toContain('Rechnung');
  });

  it('prints Turkish letters as they are, in an embedded Unicode font', async () => {
    const { token, business, calls } = await salon();
    const shampoo = await newProduct(t.app, business.id, token, {
      name: 'Şampuan ığ',
      priceMinor: 1290,
      taxRatePercent: 20,
    });
    const bill = (await finishedBill(t.app, business.id, token, shampoo)).json().bill;
    const pdf = (await calls.pdf(token, bill.id)).rawPayload;
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(text).not.toContain('/Helvetica');
    // The fonts' maps from glyphs to Unicode (compressed streams) hold Ş, ı and ğ.
    const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
      try {
        return inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    });
    const toUnicode = streams.filter((stream) => stream.includes('begincmap')).join('\n');
    for (const letter of ['015e', '0131', '011f']) expect(toUnicode.toLowerCase()).toContain(letter);
  });
});

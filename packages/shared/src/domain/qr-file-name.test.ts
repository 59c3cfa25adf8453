import { describe, expect, it } from 'vitest';
import { qrFileName } from './qr-file-name';

describe('QR code file names', () => {
  it('names the file after the business, in plain lower-case ASCII', () => {
    expect(qrFileName('Ordination Dr. Müller', 'png')).toBe('qr-code-ordination-dr-mueller.png');
    expect(qrFileName('Café Größenwahn', 'svg')).toBe('qr-code-cafe-groessenwahn.svg');
    expect(qrFileName('Kuaför Işıl & Şule', 'png')).toBe('qr-code-kuafoer-isil-sule.png');
  });

  it('drops quotes, slashes and control characters, which could break a header', () => {
    expect(qrFileName('a"b/c\\d\r\ne;f', 'png')).toBe('qr-code-a-b-c-d-e-f.png');
  });

  it('falls back to the product name when nothing usable is left', () => {
    expect(qrFileName('  ✂️  ', 'png')).toBe('qr-code-qtify.png');
    expect(qrFileName('診療所', 'png')).toBe('qr-code-qtify.png');
  });

  it('keeps long names short and without a trailing dash', () => {
    const name = qrFileName(`${'Praxisgemeinschaft '.repeat(6)}Wien`, 'svg');
    expect(name.length).toBeLessThanOrEqual('qr-code-.svg'.length + 60);
    expect(name).toMatch(/^qr-code-[a-z0-9-]*[a-z0-9]\.svg$/);
  });
});

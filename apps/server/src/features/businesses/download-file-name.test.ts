import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name';

describe('the file name of a downloaded QR code', () => {
  it('spells the business name in lower-case ASCII words joined by dashes', () => {
    expect(downloadFileName('Ordination Dr. Müller', 'png')).toBe('qr-ordination-dr-muller.png');
    expect(downloadFileName('Friseur Weiß & Söhne', 'svg')).toBe('qr-friseur-weiss-sohne.svg');
    expect(downloadFileName('Café Çiçek', 'png')).toBe('qr-cafe-cicek.png');
  });

  it('drops quotes, slashes and control characters, which could break the header', () => {
    expect(downloadFileName('a"b/c\\d\r\ne;f', 'png')).toBe('qr-a-b-c-d-e-f.png');
  });

  it('falls back to qr-code when nothing of the name is left, and keeps long names short', () => {
    expect(downloadFileName('診療所 🦷', 'png')).toBe('qr-code.png');
    expect(downloadFileName('x'.repeat(200), 'png')).toBe(`qr-${'x'.repeat(60)}.png`);
  });
});

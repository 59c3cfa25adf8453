import { describe, expect, it } from 'vitest';
import { monogramOf } from './monogram';

describe('the monogram of a business without a logo', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(monogramOf('Trattoria Da Gino')).toBe('TG');
    expect(monogramOf('Ordination Dr. Berger')).toBe('OB');
  });

  it('skips titles and words that do not start with a letter', () => {
    expect(monogramOf('Dr. Maria Huber')).toBe('MH');
    expect(monogramOf('Salon & Spa 24/7')).toBe('SS');
  });

  it('is one upper-case letter for a name of one word, umlauts included', () => {
    expect(monogramOf('ärztezentrum')).toBe('Ä');
  });

  it('falls back to the first character when no word starts with a letter', () => {
    expect(monogramOf('1000 & 1')).toBe('1');
  });
});

import { describe, expect, it } from 'vitest';
import { nameFault } from './person-name';

describe('the rule for names in public forms', () => {
  it('keeps real names with dots, hyphens, apostrophes and any script', () => {
    for (const name of [
      'J. R. R. Tolkien',
      'Anne-Marie O’Neill',
      "Anne-Marie O'Neill",
      'Dr. med. Müller',
      'Dr.med. Müller',
      'St.Pölten',
      'Ali Yılmaz',
      'Александр Пушкин',
      'محمد',
      'Zoë 🌸',
      'Maria de la Cruz',
    ]) {
      expect(nameFault(name), name).toBeNull();
    }
  });

  it('refuses web addresses in any of their usual forms', () => {
    for (const name of [
      'https://cheap-pills.example',
      'Anna visit://x',
      'www.example.org',
      'Gewinn auf WWW.example',
      'shop.example/offer',
      'cheap.com',
      'Anna cheap.COM now',
      'mail@spam.net',
      'example.de',
    ]) {
      expect(nameFault(name), name).toBe('nameLink');
    }
  });

  it('refuses control characters: line breaks, tabs and direction overrides', () => {
    for (const name of [
      'Anna\rBerger',
      'Anna\nBcc: x',
      'Anna\tBerger',
      'Anna\u0000',
      'Anna\u202Eregreb',
      'A\u2066B',
      'A\u200FB',
      'A\u2028B',
    ]) {
      expect(nameFault(name), JSON.stringify(name)).toBe('invalidCharacter');
    }
  });

  it('keeps the zero-width joiners that Persian names and emoji need', () => {
    expect(nameFault('می\u200Cخواهم')).toBeNull();
    expect(nameFault('Anna 👩\u200D⚕️')).toBeNull();
  });
});

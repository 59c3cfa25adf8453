import { describe, expect, it } from 'vitest';
import { isMultiLineText, isSingleLineText } from './plain-text';

describe('plain text', () => {
  it('takes ordinary text of every script on one line', () => {
    for (const text of [
      'Kontrolle',
      'Dr. Müller-Şahin',
      'Ordination «Süd»; 2. Stock, Tür 3',
      '診察 – 30 min 😀',
    ]) {
      expect(isSingleLineText(text), text).toBe(true);
    }
  });

  it('refuses control characters on one line: CR, LF, tab, NUL, escape, DEL, C1, line separators', () => {
    for (const text of [
      'A\rB',
      'A\nB',
      'A\tB',
      'A\u0000B',
      'A\u001b[31mB',
      'A\u007fB',
      'A\u0085B',
      'A\u2028B',
    ]) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('takes line breaks (LF or CRLF) and tabs in a text of several lines, nothing else', () => {
    expect(isMultiLineText('Bitte nüchtern kommen.\nBefund mitbringen.')).toBe(true);
    expect(isMultiLineText('Zeile 1\r\nZeile 2\tmit Tab')).toBe(true);
    for (const text of ['bare\rCR', 'A\u0000B', 'A\u000bB', 'A\u001bB', 'A\u2029B']) {
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './patients-csv';

describe('CSV for spreadsheets', () => {
  it('turns a text a spreadsheet would run as a formula into plain text', () => {
    for (const text of ['=1+1', '+43 664', '-5', '@SUM(A1)', '\tx']) {
      expect(csvCell(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
    }
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes separators, quotes and line breaks, and leaves empty cells empty', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Sag "Hallo"')).toBe('"Sag ""Hallo"""');
    expect(csvCell('Zeile\nZwei')).toBe('"Zeile\nZwei"');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte order mark and ends each line with CRLF', () => {
    expect(
      toCsv([
        ['ä', 1],
        ['ö', null],
      ]),
    ).toBe('\uFEFFä;1\r\nö;\r\n');
  });
});

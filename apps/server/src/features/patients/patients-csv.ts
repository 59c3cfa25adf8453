/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break; a text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a leading
 * apostrophe, so an exported name like "=HYPERLINK(…)" stays text (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file for spreadsheets: UTF-8 with a byte order mark (Excel then shows umlauts), semicolons
 * (what Excel expects in German-speaking countries), CRLF line ends.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

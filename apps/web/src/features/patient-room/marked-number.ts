/**
 * Splits a translated sentence around its `<num>…</num>` mark ("<num>2</num> Personen vor Ihnen",
 * "Önünüzde <num>2</num> kişi var"), so the number can be drawn big wherever the language puts it.
 * A plain split instead of react-i18next's `<Trans>`, whose HTML parser would add 3 KB to the page.
 */
export function splitMarkedNumber(text: string): { before: string; number: string; after: string } {
  const match = /<num>(.*?)<\/num>/.exec(text);
  if (!match) return { before: text, number: '', after: '' };
  return {
    before: text.slice(0, match.index),
    number: match[1] ?? '',
    after: text.slice(match.index + match[0].length),
  };
}

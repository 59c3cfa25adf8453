import { isLanguageId, type LanguageId } from './languages';

/**
 * The language of ours a browser prefers most, from its Accept-Language header ("en-GB,en;q=0.9,
 * de;q=0.8" → en): by quality, regions ignored; undefined when it names none of ours.
 */
export function preferredLanguage(header: string | undefined): LanguageId | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: range.trim().toLowerCase().split('-')[0],
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguageId);
}

/**
 * The public directory of businesses at /shops (issue 22): only those whose owners opted in
 * (`listed`), ordered by name and nothing else: no place in it is for sale.
 */

/** Businesses per page of the directory, and the most a client may ask for. */
export const DIRECTORY_PAGE_DEFAULT = 30;
export const DIRECTORY_PAGE_MAX = 50;
/** The longest search text (name or town). */
export const DIRECTORY_QUERY_MAX = 100;
/** The description's excerpt in a directory entry, in characters. */
export const DIRECTORY_EXCERPT_MAX = 160;

/**
 * The first words of a description, on one line, cut at a word boundary with an ellipsis when it is
 * longer than `max` characters; null without a description.
 */
export function descriptionExcerpt(description: string | null, max = DIRECTORY_EXCERPT_MAX): string | null {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

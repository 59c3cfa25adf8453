/** More entries than this do not fit a phone's width at a readable size: the rest go under "More". */
const MAX_ITEMS = 5;

/** Which entries the phone's bottom bar shows and which go under "More" (the bar keeps room for it). */
export function splitBottomMenu<T>(items: readonly T[]): { bar: T[]; more: T[] } {
  if (items.length <= MAX_ITEMS) return { bar: [...items], more: [] };
  return { bar: items.slice(0, MAX_ITEMS - 1), more: items.slice(MAX_ITEMS - 1) };
}

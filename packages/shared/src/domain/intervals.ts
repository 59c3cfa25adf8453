/**
 * A half-open span of time [start, end) in epoch milliseconds. Half-open, so an appointment that
 * ends at 10:00 and the next that starts at 10:00 do not overlap.
 */
export interface Interval {
  start: number;
  end: number;
}

const byStart = (a: Interval, b: Interval) => a.start - b.start || a.end - b.end;

/** The union as a sorted list of disjoint intervals; overlapping and touching ones become one, empty ones go. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((interval) => interval.start < interval.end).sort(byStart);
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/** The time covered by both lists, sorted and disjoint. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const left = mergeIntervals(a);
  const right = mergeIntervals(b);
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const x = left[i]!;
    const y = right[j]!;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) result.push({ start, end });
    // Whichever ends first cannot meet anything further on the other side.
    if (x.end < y.end) i++;
    else j++;
  }
  return result;
}

/** The time in `from` not covered by any of `remove`, sorted and disjoint. */
export function subtractIntervals(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const holes = mergeIntervals(remove);
  const result: Interval[] = [];
  let j = 0;
  for (const interval of mergeIntervals(from)) {
    let start = interval.start;
    // Holes ending before this interval cannot touch later ones either: `from` is sorted.
    while (j < holes.length && holes[j]!.end <= start) j++;
    let k = j;
    while (k < holes.length && holes[k]!.start < interval.end) {
      const hole = holes[k]!;
      if (hole.start > start) result.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
      k++;
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

/**
 * Whether [start, end) overlaps any interval of a merged list (as `mergeIntervals` returns it).
 * Binary search, so checking many slots against many appointments stays cheap.
 */
export function overlapsMerged(merged: readonly Interval[], start: number, end: number): boolean {
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (merged[middle]!.end <= start) low = middle + 1;
    else high = middle;
  }
  const candidate = merged[low];
  return candidate !== undefined && candidate.start < end && start < end;
}

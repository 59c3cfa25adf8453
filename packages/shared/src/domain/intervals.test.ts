import { describe, expect, it } from 'vitest';
import { intersectIntervals, mergeIntervals, overlapsMerged, subtractIntervals } from './intervals';

const span = (start: number, end: number) => ({ start, end });

describe('merging intervals', () => {
  it('joins overlapping and touching intervals and sorts the result', () => {
    expect(mergeIntervals([span(50, 60), span(10, 20), span(15, 30), span(30, 40)])).toEqual([
      span(10, 40),
      span(50, 60),
    ]);
  });

  it('swallows an interval lying inside another and drops empty ones', () => {
    expect(mergeIntervals([span(10, 100), span(20, 30), span(40, 40), span(70, 60)])).toEqual([
      span(10, 100),
    ]);
  });

  it('leaves its input untouched', () => {
    const input = [span(20, 30), span(10, 25)];
    mergeIntervals(input);
    expect(input).toEqual([span(20, 30), span(10, 25)]);
  });
});

describe('intersecting intervals', () => {
  it('keeps only the time covered by both lists', () => {
    expect(intersectIntervals([span(0, 10), span(20, 30)], [span(5, 25), span(28, 40)])).toEqual([
      span(5, 10),
      span(20, 25),
      span(28, 30),
    ]);
  });

  it('finds nothing in intervals that only touch', () => {
    expect(intersectIntervals([span(0, 10)], [span(10, 20)])).toEqual([]);
  });

  it('cuts several short intervals out of one long one', () => {
    expect(intersectIntervals([span(0, 100)], [span(90, 95), span(10, 20)])).toEqual([
      span(10, 20),
      span(90, 95),
    ]);
  });
});

describe('subtracting intervals', () => {
  it('punches holes into a working day', () => {
    expect(subtractIntervals([span(0, 100)], [span(10, 20), span(50, 60)])).toEqual([
      span(0, 10),
      span(20, 50),
      span(60, 100),
    ]);
  });

  it('removes overlapping holes as one and a hole covering everything leaves nothing', () => {
    expect(subtractIntervals([span(0, 100)], [span(10, 40), span(30, 50)])).toEqual([
      span(0, 10),
      span(50, 100),
    ]);
    expect(subtractIntervals([span(10, 20), span(30, 40)], [span(0, 50)])).toEqual([]);
  });

  it('lets one hole cut into two neighbouring intervals', () => {
    expect(subtractIntervals([span(0, 10), span(20, 30)], [span(5, 25)])).toEqual([span(0, 5), span(25, 30)]);
  });

  it('keeps intervals that holes only touch', () => {
    expect(subtractIntervals([span(10, 20)], [span(0, 10), span(20, 30)])).toEqual([span(10, 20)]);
  });
});

describe('checking a span against merged intervals', () => {
  const busy = mergeIntervals([span(10, 20), span(40, 50)]);

  it('sees an overlap anywhere in the list', () => {
    expect(overlapsMerged(busy, 15, 25)).toBe(true);
    expect(overlapsMerged(busy, 35, 45)).toBe(true);
    expect(overlapsMerged(busy, 0, 100)).toBe(true);
  });

  it('treats touching as free, as half-open intervals should', () => {
    expect(overlapsMerged(busy, 0, 10)).toBe(false);
    expect(overlapsMerged(busy, 20, 40)).toBe(false);
    expect(overlapsMerged(busy, 50, 60)).toBe(false);
    expect(overlapsMerged([], 0, 10)).toBe(false);
  });
});

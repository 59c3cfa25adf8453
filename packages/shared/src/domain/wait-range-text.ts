import type { MinuteRange } from './wait-range';

/** Which sentence of the patient room's `room` texts tells the wait, with its values. */
export type WaitText =
  | { key: 'wait'; values: { count: number } }
  | { key: 'waitRange'; values: { min: number; max: number } }
  | { key: 'waitUpTo'; values: { max: number } };

/**
 * The estimate as the patient reads it: "about 12 minutes" while it is one figure, "about 10–20
 * minutes" for a measured range, "up to about 5 minutes" when its short end is zero; nothing for the
 * one who is next. The app and the server's first view use the same choice.
 */
export function waitText(range: MinuteRange): WaitText | null {
  if (range.max <= 0) return null;
  if (range.min === range.max) return { key: 'wait', values: { count: range.max } };
  if (range.min <= 0) return { key: 'waitUpTo', values: { max: range.max } };
  return { key: 'waitRange', values: { min: range.min, max: range.max } };
}

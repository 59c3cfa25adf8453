import { medianMinutes } from './wait-estimate';

/** How many of the place's latest treatments the measured service time looks at. */
export const MEASURED_TREATMENTS = 50;
/** Fewer finished treatments than this and the estimate falls back to the day's rule (wait-estimate.ts). */
export const MEASURED_TREATMENTS_MIN = 8;
/** The range's ends are rounded to this many minutes ("about 10–20 min", not "about 13–22 min"). */
const RANGE_STEP_MINUTES = 5;

export interface MinuteRange {
  min: number;
  max: number;
}

/**
 * The service time per person ahead as a range, measured: the median and the upper quartile of the
 * place's latest MEASURED_TREATMENTS treatments (most visits take about the median; one in four takes
 * longer than the upper quartile). With fewer than MEASURED_TREATMENTS_MIN treatments there is nothing to
 * measure yet: the range is the single figure of the day's rule (`fallbackMinutes`).
 */
export function perPersonRange(
  latestTreatmentMinutes: readonly number[],
  fallbackMinutes: number,
): MinuteRange {
  const sample = latestTreatmentMinutes.slice(0, MEASURED_TREATMENTS);
  if (sample.length < MEASURED_TREATMENTS_MIN) return { min: fallbackMinutes, max: fallbackMinutes };
  const median = medianMinutes(sample) as number;
  return { min: median, max: Math.max(median, upperQuartile(sample)) };
}

/** The 75th percentile, interpolated between the two nearest values (as PostgreSQL's percentile_cont). */
export function upperQuartile(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * 0.75;
  const below = Math.floor(position);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (high - low) * (position - below);
}

/**
 * The wait of someone with `ahead` people before them, as the patient sees it: "about 10–20 min".
 * A measured range is widened to whole RANGE_STEP_MINUTES steps (down and up) and is never a single
 * figure; a fallback range (min = max per person) stays the one figure rounded up, as before.
 * Zero for the one who is next.
 */
export function estimateWaitRange(ahead: number, perPerson: MinuteRange): MinuteRange {
  if (ahead <= 0) return { min: 0, max: 0 };
  if (perPerson.min === perPerson.max) {
    const minutes = Math.ceil(ahead * perPerson.min);
    return { min: minutes, max: minutes };
  }
  const min = Math.floor((ahead * perPerson.min) / RANGE_STEP_MINUTES) * RANGE_STEP_MINUTES;
  let max = Math.ceil((ahead * perPerson.max) / RANGE_STEP_MINUTES) * RANGE_STEP_MINUTES;
  if (max <= min) max = min + RANGE_STEP_MINUTES;
  return { min, max };
}

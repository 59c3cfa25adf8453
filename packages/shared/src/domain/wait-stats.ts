import { addDays } from './zoned-time';

/**
 * Wait statistics of a waiting room (issue 21, docs/wait-statistics.md). A range is one of local
 * dates in the business's time zone, both ends included; at most a year and a day, so one answer
 * stays one indexed scan (a 1-year range at 100,000 entries measured in bench/queue-stats.mjs).
 */
export const STATS_RANGE_MAX_DAYS = 366;
/** Without `from`/`to`: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

/**
 * What the figures are broken down by. The server's repository maps each to one SQL expression
 * (queue-stats.repository.ts), the web to one chart or table: a new dimension is one entry here and
 * one line there. `hour` (0–23) and `weekday` (1 = Monday … 7) are of the local time the wait began.
 */
export const STATS_DIMENSIONS = ['day', 'hour', 'weekday', 'doctor'] as const;
export type StatsDimension = (typeof STATS_DIMENSIONS)[number];

/**
 * Breakdowns by where a visit was (workflows): one group per stage and per station, made of the
 * visits of a stage (queue_entry_stages, migration 0032) of the range's entries, so an entry that
 * passed three stages counts once in each of them. Waiting there runs from reaching the stage to
 * being called at it, service from the call to leaving it (on, or done). `key` is the stage's or
 * station's id (null: visits no station called), `label` its name as last recorded, so a deleted
 * stage keeps its figures and its name.
 */
export const VISIT_DIMENSIONS = ['stage', 'station'] as const;
export type VisitDimension = (typeof VISIT_DIMENSIONS)[number];

/** Every breakdown of the answer and the CSV, in their order. */
export const STATS_BREAKDOWNS = [...STATS_DIMENSIONS, ...VISIT_DIMENSIONS] as const;
export type StatsBreakdown = (typeof STATS_BREAKDOWNS)[number];

/** Days from `from` to `to`, both included (1 for a single day; 0 or less when `to` is before `from`). */
export function statsRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The range asked for, or the default: the last STATS_DEFAULT_DAYS days up to `today`. */
export function statsRange(today: string, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? (from ? addDays(from, STATS_DEFAULT_DAYS - 1) : today);
  return { from: from ?? addDays(end, -(STATS_DEFAULT_DAYS - 1)), to: end };
}

/** What SQL sums up for one group (all entries of the range, or one value of a dimension). */
export interface RawWaitFigures {
  waitMedian: number | null;
  waitAverage: number | null;
  serviceMedian: number | null;
  serviceAverage: number | null;
  /** Entries that staff called in (or that ended as a no-show: they were due). */
  called: number;
  noShows: number;
}

export interface WaitFigures {
  waitMinutes: { median: number | null; average: number | null };
  serviceMinutes: { median: number | null; average: number | null };
  called: number;
  noShows: number;
  /** noShows / called, 0–1; 0 when nobody was called. */
  noShowRate: number;
}

/** Minutes to one decimal (a median of 7.25 minutes reads 7.3); null stays null (no data). */
export function roundMinutes(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 10) / 10;
}

/** The figures as answered: minutes to one decimal, the no-show rate to three (a rate, not a percentage). */
export function waitFigures(raw: RawWaitFigures): WaitFigures {
  return {
    waitMinutes: { median: roundMinutes(raw.waitMedian), average: roundMinutes(raw.waitAverage) },
    serviceMinutes: { median: roundMinutes(raw.serviceMedian), average: roundMinutes(raw.serviceAverage) },
    called: raw.called,
    noShows: raw.noShows,
    noShowRate:
      raw.called === 0 ? 0 : Math.round((Math.min(raw.noShows, raw.called) / raw.called) * 1000) / 1000,
  };
}

import { z } from 'zod';
import { STATS_BREAKDOWNS, STATS_RANGE_MAX_DAYS, statsRangeDays } from '../domain/wait-stats';
import { ZCalendarDate } from './date-schemas';

// API.md "Waiting room": GET …/queue/stats?from=&to= and its CSV (…/queue/stats.csv). Dates are local
// dates of the business's time zone, both included. `to` before `from` is 400 `endBeforeStart`, a
// range over STATS_RANGE_MAX_DAYS days is 400 `rangeTooLong` (both on `to`).

export const ZQueueStatsQuery = z
  .object({ from: ZCalendarDate.optional(), to: ZCalendarDate.optional() })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const days = statsRangeDays(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', message: 'endBeforeStart', path: ['to'] });
    else if (days > STATS_RANGE_MAX_DAYS)
      context.addIssue({ code: 'custom', message: 'rangeTooLong', path: ['to'] });
  });
export type QueueStatsQuery = z.infer<typeof ZQueueStatsQuery>;

const ZMinutes = z.object({ median: z.number().nullable(), average: z.number().nullable() });

/** The figures of a range or of one group of it. Minutes to one decimal; null when nothing was measured. */
export const ZWaitFigures = z
  .object({
    /** From joining (an appointment: the later of check-in and its start) to being called in. */
    waitMinutes: ZMinutes,
    /** From being called in to done, of treatments (not of no-shows or cancellations). */
    serviceMinutes: ZMinutes,
    /** Entries called in, or ended as a no-show. */
    called: z.number().int(),
    noShows: z.number().int(),
    /** noShows / called, 0–1 (0 when nobody was called). */
    noShowRate: z.number(),
  })
  .meta({ id: 'WaitFigures' });
export type WaitFiguresShape = z.infer<typeof ZWaitFigures>;

/**
 * One group of a breakdown: `key` is the dimension's value (a date, an hour 0–23, a weekday 1–7, a
 * doctor, stage or station id; null: none). Stage and station groups count visits of the stage in
 * `entries` and carry `label`, the name last recorded for them ('' for a stage: the app's own wording).
 */
export const ZWaitGroup = ZWaitFigures.extend({
  key: z.string().nullable(),
  entries: z.number().int(),
  label: z.string().nullable().optional(),
}).meta({ id: 'WaitGroup' });
export type WaitGroup = z.infer<typeof ZWaitGroup>;

export const ZQueueStats = ZWaitFigures.extend({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Entries that joined in the range (all outcomes). */
  entries: z.number().int(),
  breakdowns: z.object(
    Object.fromEntries(STATS_BREAKDOWNS.map((dimension) => [dimension, z.array(ZWaitGroup)])) as Record<
      (typeof STATS_BREAKDOWNS)[number],
      z.ZodArray<typeof ZWaitGroup>
    >,
  ),
}).meta({ id: 'QueueStats' });
export type QueueStats = z.infer<typeof ZQueueStats>;

export const ZQueueStatsResponse = z.object({ success: z.literal(true), stats: ZQueueStats });

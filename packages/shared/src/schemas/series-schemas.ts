import { z } from 'zod';
import { SERIES_COUNT_MAX, SERIES_COUNT_MIN, SERIES_INTERVAL_WEEKS_MAX } from '../domain/weekly-series';
import { ZAppointment, ZStaffAppointmentBody } from './booking-schemas';

/**
 * Why an instance of a series cannot be booked as previewed. A new reason (e.g. 18-B's absence or
 * outside-hours check) is one more entry here and one check on the server (series-checks.ts).
 */
export const SERIES_CONFLICT_REASONS = ['past', 'slotTaken'] as const;
export const ZSeriesConflictReason = z.enum(SERIES_CONFLICT_REASONS);
export type SeriesConflictReason = z.infer<typeof ZSeriesConflictReason>;

/** A staff appointment repeated weekly: `count` instances, every `intervalWeeks` weeks. */
export const ZSeriesPreviewBody = ZStaffAppointmentBody.extend({
  count: z.number().int().min(SERIES_COUNT_MIN, 'tooSmall').max(SERIES_COUNT_MAX, 'tooLarge'),
  intervalWeeks: z.number().int().min(1, 'tooSmall').max(SERIES_INTERVAL_WEEKS_MAX, 'tooLarge').default(1),
});
export type SeriesPreviewBody = z.infer<typeof ZSeriesPreviewBody>;

/** Saving: the same, leaving out the instances (1-based) staff unticked, e.g. those in conflict. */
export const ZSeriesBody = ZSeriesPreviewBody.extend({
  skip: z.array(z.number().int().min(1).max(SERIES_COUNT_MAX)).max(SERIES_COUNT_MAX).default([]),
});
export type SeriesBody = z.infer<typeof ZSeriesBody>;

export const ZSeriesInstance = z
  .object({
    /** 1-based place in the series. */
    index: z.number().int(),
    start: z.string(),
    end: z.string(),
    /** Null: it can be booked. */
    conflict: ZSeriesConflictReason.nullable(),
  })
  .meta({ id: 'SeriesInstance' });
export type SeriesInstance = z.infer<typeof ZSeriesInstance>;

export const ZSeriesPreviewResponse = z.object({
  success: z.literal(true),
  instances: z.array(ZSeriesInstance),
});
export const ZSeriesResponse = z.object({
  success: z.literal(true),
  seriesId: z.string(),
  appointments: z.array(ZAppointment),
});

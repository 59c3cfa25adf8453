import { z } from 'zod';
import { ZCalendarInstant } from './date-schemas';

/**
 * The body of the staff's one-click answers to a flood (issue 16): what was created in
 * [createdFrom, createdTo), bookings to cancel (`…/appointments/bulk-cancel`) or queue entries to
 * remove (`…/queue/bulk-remove`). With `dryRun` nothing changes and the answer only counts, so the
 * confirmation can name the number.
 */
export const ZCreatedWindowBody = z
  .object({
    createdFrom: ZCalendarInstant,
    createdTo: ZCalendarInstant,
    dryRun: z.boolean('invalid').optional(),
  })
  .refine((body) => Date.parse(body.createdFrom) < Date.parse(body.createdTo), {
    message: 'endBeforeStart',
    path: ['createdTo'],
  });
export type CreatedWindowBody = z.infer<typeof ZCreatedWindowBody>;

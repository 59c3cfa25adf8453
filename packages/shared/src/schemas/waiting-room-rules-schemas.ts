import { z } from 'zod';
import { NO_SHOW_GRACE_MAX, NO_SHOW_GRACE_MIN } from '../domain/no-show-due';
import { ALERT_AHEAD_MAX } from '../domain/queue-alert';

/**
 * The waiting room's rules (issue 21): minutes a called patient has before becoming a no-show, and
 * at how many people ahead a waiting patient is alerted (1: next but one, 0: next; null: off).
 */
export const ZWaitingRoomRules = z.object({
  noShowGraceMinutes: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(NO_SHOW_GRACE_MIN, 'tooSmall')
    .max(NO_SHOW_GRACE_MAX, 'tooLarge'),
  alertAhead: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(0, 'tooSmall')
    .max(ALERT_AHEAD_MAX, 'tooLarge')
    .nullable(),
});
export type WaitingRoomRules = z.infer<typeof ZWaitingRoomRules>;

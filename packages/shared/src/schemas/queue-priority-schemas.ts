import { z } from 'zod';
import { isMultiLineText } from '../domain/plain-text';

// Issue 21 (API.md "Release 2 additions", waiting room): urgent, manual order, broadcast.

/** PATCH …/queue/:entryId/urgent: true puts the entry at the front, false back in its order. */
export const ZUrgentBody = z.object({ urgent: z.boolean('required') });
export type UrgentBody = z.infer<typeof ZUrgentBody>;

/** POST …/queue/:entryId/move: behind this waiting entry; null: to the front of the line. */
export const ZMoveBody = z.object({ afterEntryId: z.string('required').max(100, 'tooLong').nullable() });
export type MoveBody = z.infer<typeof ZMoveBody>;

/** The longest broadcast: a sentence or two ("we are running 30 minutes late"). */
export const BROADCAST_MAX = 300;

/**
 * How long a broadcast may also stay in the patient room for those who open it later (a
 * `patients` announcement); 0: only to those waiting now. "Running late" goes stale within hours.
 */
export const BROADCAST_SHOW_FOR_MINUTES = [0, 30, 60, 120] as const;

/** POST …/queue/broadcast: one message to everyone waiting. */
export const ZBroadcastBody = z.object({
  message: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(BROADCAST_MAX, 'tooLong')
    .refine(isMultiLineText, 'invalidCharacter'),
  showForMinutes: z
    .number('invalid')
    .refine((minutes) => (BROADCAST_SHOW_FOR_MINUTES as readonly number[]).includes(minutes), 'invalid')
    .optional(),
});
export type BroadcastBody = z.infer<typeof ZBroadcastBody>;

export const ZBroadcastResponse = z.object({
  success: z.literal(true),
  /** The waiting entries it went to. */
  reached: z.number().int(),
});

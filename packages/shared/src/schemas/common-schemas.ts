import { z } from 'zod';

/** The error answer of every route (API.md). */
export const ZErrorResponse = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export const ZHealthResponse = z.object({ success: z.literal(true), db: z.literal('ok') });
/** /api/health while the database cannot be reached: the error shape, and which part is down. */
export const ZHealthUnavailableResponse = ZErrorResponse.extend({ db: z.literal('unavailable') });

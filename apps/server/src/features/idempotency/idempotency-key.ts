import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/** The optional `Idempotency-Key` header of public writes that a retry must not repeat. */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1, 'required').max(200, 'tooLong').optional(),
});

/** What a key's first request was: the same key with another body is another request. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export const idempotencyKeyReused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request');

import { type Budget, STEP_OUT_PER_ENTRY, STEP_OUT_PER_VISITOR } from '@qtify/shared/domain/abuse-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../client-key';
import { toggledTooOften } from './queue-errors';

const windowMs = (budget: Budget) => budget.windowMinutes * 60_000;

/**
 * The step-out/return toggle is limited like other public writes: per patient link and per visitor
 * (client address, IPv6 per /64), both routes counting together. Over either: 429 RATE_LIMITED
 * with Retry-After. Counted in memory per instance, as the other per-address limits.
 */
export function stepOutLimit(app: FastifyInstance) {
  const perEntry = app.createRateLimit({
    max: STEP_OUT_PER_ENTRY.max,
    timeWindow: windowMs(STEP_OUT_PER_ENTRY),
    keyGenerator: (request) => `step-out:entry:${(request.params as { entryToken?: string }).entryToken}`,
  });
  const perVisitor = app.createRateLimit({
    max: STEP_OUT_PER_VISITOR.max,
    timeWindow: windowMs(STEP_OUT_PER_VISITOR),
    keyGenerator: (request) => `step-out:visitor:${clientKey(request.ip)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    for (const limit of [perEntry, perVisitor]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw toggledTooOften(Math.max(1, result.ttlInSeconds));
    }
  };
}

import {
  type Budget,
  PATIENT_LINK_WRITES_PER_LINK,
  PATIENT_LINK_WRITES_PER_VISITOR,
} from '@qtify/shared/domain/abuse-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../client-key';
import { toggledTooOften } from './queue-errors';

const windowMs = (budget: Budget) => budget.windowMinutes * 60_000;

/**
 * A write through a patient's link (step out/return, the notifications switch) is limited like
 * other public writes: per link and per visitor (client address, IPv6 per /64). Each `kind` counts
 * on its own; the routes of one kind (step-out and return) count together. Over either: 429
 * RATE_LIMITED with Retry-After. Counted in memory per instance, as the other per-address limits.
 */
export function patientLinkLimit(app: FastifyInstance, kind: 'step-out' | 'notifications') {
  const perLink = app.createRateLimit({
    max: PATIENT_LINK_WRITES_PER_LINK.max,
    timeWindow: windowMs(PATIENT_LINK_WRITES_PER_LINK),
    keyGenerator: (request) => `${kind}:entry:${(request.params as { entryToken?: string }).entryToken}`,
  });
  const perVisitor = app.createRateLimit({
    max: PATIENT_LINK_WRITES_PER_VISITOR.max,
    timeWindow: windowMs(PATIENT_LINK_WRITES_PER_VISITOR),
    keyGenerator: (request) => `${kind}:visitor:${clientKey(request.ip)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    for (const limit of [perLink, perVisitor]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw toggledTooOften(Math.max(1, result.ttlInSeconds));
    }
  };
}

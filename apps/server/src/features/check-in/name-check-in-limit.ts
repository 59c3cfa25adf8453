import {
  type Budget,
  NAME_CHECK_INS_PER_BUSINESS,
  NAME_CHECK_INS_PER_VISITOR,
} from '@qtify/shared/domain/abuse-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../client-key';
import { AppError } from '../../errors/app-error';

const windowMs = (budget: Budget) => budget.windowMinutes * 60_000;

const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many requests, retry in ${retryAfterSeconds} seconds`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * Check-ins by name and birth date from the QR page, per visitor (client address, IPv6 per /64)
 * and per business (its public id in the path), every attempt counted, matched or not: guessing
 * other patients' birth dates meets 429 RATE_LIMITED with Retry-After after a few tries. In memory
 * per instance, as the other per-address limits.
 */
export function nameCheckInLimit(app: FastifyInstance) {
  const perVisitor = app.createRateLimit({
    max: NAME_CHECK_INS_PER_VISITOR.max,
    timeWindow: windowMs(NAME_CHECK_INS_PER_VISITOR),
    keyGenerator: (request) => `name-check-in:visitor:${clientKey(request.ip)}`,
  });
  const perBusiness = app.createRateLimit({
    max: NAME_CHECK_INS_PER_BUSINESS.max,
    timeWindow: windowMs(NAME_CHECK_INS_PER_BUSINESS),
    keyGenerator: (request) => `name-check-in:business:${(request.params as { publicId?: string }).publicId}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    for (const limit of [perVisitor, perBusiness]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(Math.max(1, result.ttlInSeconds));
    }
  };
}

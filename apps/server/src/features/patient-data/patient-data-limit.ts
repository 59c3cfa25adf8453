import {
  type Budget,
  PATIENT_DATA_PER_BUSINESS,
  PATIENT_DATA_PER_VISITOR,
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
 * The patient's data routes are limited like other public routes: per visitor (client address,
 * IPv6 per /64) before anything is read, and per business once the token named one. 429
 * RATE_LIMITED with Retry-After. Counted in memory per instance, as the other per-address limits.
 */
export function patientDataLimit(app: FastifyInstance, kind: 'read' | 'erasure') {
  const businessOf = new WeakMap<FastifyRequest, string>();
  const perVisitor = app.createRateLimit({
    max: PATIENT_DATA_PER_VISITOR.max,
    timeWindow: windowMs(PATIENT_DATA_PER_VISITOR),
    keyGenerator: (request) => `patient-data-${kind}:visitor:${clientKey(request.ip)}`,
  });
  const perBusiness = app.createRateLimit({
    max: PATIENT_DATA_PER_BUSINESS.max,
    timeWindow: windowMs(PATIENT_DATA_PER_BUSINESS),
    keyGenerator: (request) => `patient-data-${kind}:business:${businessOf.get(request)}`,
  });
  const check = async (limit: typeof perVisitor, request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(Math.max(1, result.ttlInSeconds));
  };
  return {
    visitor: (request: FastifyRequest) => check(perVisitor, request),
    business: (request: FastifyRequest, businessId: string) => {
      businessOf.set(request, businessId);
      return check(perBusiness, request);
    },
  };
}

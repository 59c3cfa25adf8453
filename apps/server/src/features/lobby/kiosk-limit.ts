import {
  type Budget,
  KIOSK_WRITES_PER_BUSINESS,
  KIOSK_WRITES_PER_KIOSK,
} from '@qtify/shared/domain/abuse-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

const windowMs = (budget: Budget) => budget.windowMinutes * 60_000;

const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many requests, retry in ${retryAfterSeconds} seconds`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * A kiosk's writes (registrations and check-ins together), per kiosk link and per business over all
 * its kiosks; every attempt counts. Over either: 429 RATE_LIMITED with Retry-After. In memory per
 * instance, as the other limits of this kind.
 */
export function kioskLimit(app: FastifyInstance) {
  const businessOf = new WeakMap<FastifyRequest, string>();
  const perKiosk = app.createRateLimit({
    max: KIOSK_WRITES_PER_KIOSK.max,
    timeWindow: windowMs(KIOSK_WRITES_PER_KIOSK),
    keyGenerator: (request) => `kiosk:${(request.params as { kioskToken?: string }).kioskToken}`,
  });
  const perBusiness = app.createRateLimit({
    max: KIOSK_WRITES_PER_BUSINESS.max,
    timeWindow: windowMs(KIOSK_WRITES_PER_BUSINESS),
    keyGenerator: (request) => `kiosk:business:${businessOf.get(request)}`,
  });
  return async (request: FastifyRequest, businessId: string): Promise<void> => {
    businessOf.set(request, businessId);
    for (const limit of [perKiosk, perBusiness]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(Math.max(1, result.ttlInSeconds));
    }
  };
}

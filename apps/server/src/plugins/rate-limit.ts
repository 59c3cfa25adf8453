import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../client-key';
import { AppError } from '../errors/app-error';

/**
 * Rate limiting is opt-in per route (`global: false`): a route adds
 * `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }`. Counters live in memory per
 * instance. The plugin sets Retry-After; the thrown AppError becomes the 429 error shape.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // One IPv6 client owns a whole /64; request.ip is already the right-most untrusted address.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'RATE_LIMITED', `Too many requests, retry in ${context.after}`),
  });
}

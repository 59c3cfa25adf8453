import { ZHealthResponse, ZHealthUnavailableResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { databaseUnavailable } from '../../errors/database-unavailable';
import { errorBody } from '../../plugins/error-handler';

/**
 * Liveness for load balancers and uptime checks: 200 `{ db: 'ok' }` only when the database
 * answers; 503 `{ db: 'unavailable' }` with Retry-After while it does not (the pool reconnects by
 * itself, so the same check turns 200 again once PostgreSQL is back).
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Is the server up and its database reachable?',
        response: { 200: ZHealthResponse, 503: ZHealthUnavailableResponse },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        const unavailable = databaseUnavailable(error);
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .headers(unavailable.headers ?? {})
          .send({ ...errorBody(unavailable.code, unavailable.message), db: 'unavailable' as const });
      }
      return { success: true as const, db: 'ok' as const };
    },
  );
};

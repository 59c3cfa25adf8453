import { ZErrorResponse, ZHealthResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';

/** Liveness for load balancers and uptime checks: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Is the server up and its database reachable?',
        response: { 200: ZHealthResponse, 503: ZErrorResponse },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch (error) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is unreachable', { cause: error });
      }
      return { success: true as const, db: 'ok' as const };
    },
  );
};

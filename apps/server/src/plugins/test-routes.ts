import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { seedFinishedEntries } from './seed-history';
import { seedWaitingEntries } from './seed-queue';

/**
 * Routes that exist only for tests of the running process (QTIFY_TEST_ROUTES=1), e.g. the
 * graceful-shutdown test needs requests that are still in flight when SIGTERM arrives.
 * Never enable them in production.
 */
export const testRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/test/slow',
    {
      schema: {
        hide: true,
        querystring: z.object({ ms: z.coerce.number().int().min(0).max(30_000).default(1000) }),
        response: { 200: z.object({ success: z.literal(true), waitedMs: z.number() }) },
      },
    },
    async (request) => {
      await new Promise((resolve) => setTimeout(resolve, request.query.ms));
      return { success: true as const, waitedMs: request.query.ms };
    },
  );

  // The scale benchmark (bench/queue-scale.mjs) seeds thousands of waiting patients without
  // thousands of challenged joins.
  app.post(
    '/api/test/queue-seed',
    {
      schema: {
        hide: true,
        body: z.object({ businessId: z.uuid(), count: z.number().int().min(1).max(20_000) }),
        response: { 200: z.object({ success: z.literal(true), tokens: z.array(z.string()) }) },
      },
    },
    async (request) => ({
      success: true as const,
      tokens: await seedWaitingEntries(context.database.db, request.body.businessId, request.body.count),
    }),
  );

  // The statistics benchmark (bench/queue-stats.mjs) needs a year of a busy place's history.
  app.post(
    '/api/test/history-seed',
    {
      schema: {
        hide: true,
        body: z.object({
          businessId: z.uuid(),
          count: z.number().int().min(1).max(200_000),
          days: z.number().int().min(1).max(366),
        }),
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const { businessId, count, days } = request.body;
      await seedFinishedEntries(context.database.db, businessId, count, days, context.clock.now());
      return { success: true as const };
    },
  );
};

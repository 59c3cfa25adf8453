import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { lineToJoin } from '../features/workflows/workflows.service';
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

  // The scale benchmarks (bench/queue-scale.mjs, bench/queue-lines.mjs) seed thousands of waiting
  // patients without thousands of challenged joins; `workflowId` puts them in that line (422
  // UNKNOWN_WORKFLOW when not the business's), none in the default line.
  app.post(
    '/api/test/queue-seed',
    {
      schema: {
        hide: true,
        body: z.object({
          businessId: z.uuid(),
          count: z.number().int().min(1).max(20_000),
          workflowId: z.uuid().optional(),
        }),
        response: { 200: z.object({ success: z.literal(true), tokens: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const { businessId, count, workflowId } = request.body;
      const { db } = context.database;
      const line = workflowId ? await lineToJoin(db, businessId, { workflowId }) : undefined;
      return { success: true as const, tokens: await seedWaitingEntries(db, businessId, count, line) };
    },
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

import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZQueueStatsQuery, ZQueueStatsResponse } from '@qtify/shared/schemas/queue-stats-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { exportQueueStats, getQueueStats } from './queue-stats';

const tags = ['waiting room'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const ZCsv = z.any().meta({ type: 'string' });
const RANGE =
  '`from`/`to` are local dates of the business’s time zone, both included (default: the last 30 days; ' +
  'one of them alone: 30 days from or up to it). 400 VALIDATION `fields.to`: `endBeforeStart`, ' +
  '`rangeTooLong` (over 366 days). Owners and managers (`queue.stats`).';

/** The waiting room's wait statistics, relative to /api/businesses/:businessId (docs/wait-statistics.md). */
export const queueStatsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/queue/stats',
    {
      config: { action: 'queue.stats' },
      schema: {
        tags,
        summary:
          'Wait and service minutes (median, average), calls and no-shows of a date range, with breakdowns',
        description:
          `${RANGE} Waiting runs from joining (an appointment checked in early: from its start) to being ` +
          'called in; service from being called in to done. Breakdowns by day, hour of day (0–23), ' +
          'weekday (1 = Monday) of the local time the wait began, and by doctor (id of the appointment’s doctor; null: walk-ins). ' +
          'Breakdowns `stage` and `station` count the visits of each stage (an entry passing three stages counts once in each): ' +
          'waiting from reaching the stage to the call there, service from that call to leaving it; `label` is the name recorded ' +
          'with the visits, so a deleted stage keeps its figures; a station key null: visits no station called.',
        security,
        params: ZBusinessIdParams,
        querystring: ZQueueStatsQuery,
        response: { 200: ZQueueStatsResponse, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        stats: await getQueueStats(context, requireMembership(request), request.query),
      };
    },
  );

  app.get(
    '/queue/stats.csv',
    {
      config: { action: 'queue.stats', audit: 'queue.statsExport' },
      schema: {
        tags,
        summary:
          'The wait statistics of a date range as a CSV file (a total row, then every breakdown); recorded in the audit log',
        description: RANGE,
        security,
        params: ZBusinessIdParams,
        querystring: ZQueueStatsQuery,
        response: {
          200: {
            description: 'UTF-8 CSV with a BOM, semicolon-separated',
            content: { 'text/csv': { schema: ZCsv } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { csv, from, to } = await exportQueueStats(context, requireMembership(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="wait-statistics-${from}-${to}.csv"`)
        .send(csv);
    },
  );
};

import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZDirectoryQuery, ZDirectoryResponse } from '@qtify/shared/schemas/directory-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { businessesDeps } from './businesses-deps';
import { findInDirectory } from './list-directory';

/** The public directory of businesses that chose to be listed (docs/public-page-and-directory.md). */
export const directoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = businessesDeps(context);

  app.get(
    '/api/public/directory',
    {
      // Anyone may search, nobody may crawl it at full speed.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['directory'],
        summary: 'Businesses that chose to be listed, by name; search by name, town and industry',
        description:
          'Only businesses with `listed: true`. Ordered by name only: no place in the directory is paid for. ' +
          '`q` and `town` match anywhere, case-insensitively; `%` and `_` are plain characters. ' +
          'At most 60 requests per visitor a minute (429 RATE_LIMITED); answers may be cached for a minute.',
        querystring: ZDirectoryQuery,
        response: { 200: ZDirectoryResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await findInDirectory(deps, request.query);
      // Nothing personal in it, the same for everyone: shared caches may keep it briefly.
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, ...page };
    },
  );
};

import { ZPublicIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZPublicWaitResponse } from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { publicWait } from './public-wait';
import { queueDeps } from './queue-deps';

/** The live wait a business's public page shows (/shops/:publicId). */
export const publicWaitRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);

  app.get(
    '/api/public/businesses/:publicId/wait',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['waiting room'],
        summary: 'How many wait now and about how long someone joining now would wait (counts only)',
        description:
          'For the business’s public page, which polls it. No names, no tickets. At most 120 requests per ' +
          'visitor a minute (429 RATE_LIMITED).',
        params: ZPublicIdParams,
        response: { 200: ZPublicWaitResponse, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => ({ success: true as const, wait: await publicWait(deps, request.params.publicId) }),
  );
};

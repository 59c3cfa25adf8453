import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZAuditQuery, ZAuditResponse } from '@qtify/shared/schemas/team-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { listAudit } from './audit.service';

/** The business's audit log, newest first, page by page (owners and managers). */
export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/audit',
    {
      config: { action: 'audit.read' },
      schema: {
        tags: ['team'],
        summary: 'Who wrote what, when, on which record: ?limit=&cursor= (nextCursor of the previous page)',
        security: [{ bearer: [] }],
        params: ZBusinessIdParams,
        querystring: ZAuditQuery,
        response: {
          200: ZAuditResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { businessId } = requireMembership(request);
      return { success: true as const, ...(await listAudit(context.database.db, businessId, request.query)) };
    },
  );
};

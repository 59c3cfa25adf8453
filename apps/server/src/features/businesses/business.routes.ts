import {
  ZBusinessIdParams,
  ZBusinessResponse,
  ZUpdateBusinessBody,
} from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { businessesDeps } from './businesses-deps';
import { deleteBusiness } from './delete-business';
import { getBusiness } from './get-business';
import { updateBusiness } from './update-business';

const tags = ['businesses'];
const bearer = [{ bearer: [] }];

/**
 * One business (GET|PATCH|DELETE /api/businesses/:businessId). Registered in the business scope
 * (plugins/business-scope.ts): the caller is authenticated and a member before a handler runs.
 */
export const businessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = businessesDeps(context);

  app.get(
    '',
    {
      config: { action: 'business.read' },
      schema: {
        tags,
        summary: 'One of the caller’s businesses',
        security: bearer,
        params: ZBusinessIdParams,
        response: { 200: ZBusinessResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const business = await getBusiness(deps, requireMembership(request));
      return { success: true as const, business };
    },
  );

  app.patch(
    '',
    {
      config: { action: 'business.update' },
      schema: {
        tags,
        summary: 'Change name, industry, colour theme, time zone, language or default service time',
        security: bearer,
        params: ZBusinessIdParams,
        body: ZUpdateBusinessBody,
        response: { 200: ZBusinessResponse, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const business = await updateBusiness(deps, requireMembership(request), request.body);
      return { success: true as const, business };
    },
  );

  app.delete(
    '',
    {
      config: { action: 'business.delete' },
      schema: {
        tags,
        summary: 'Delete the business and everything in it (owners only)',
        security: bearer,
        params: ZBusinessIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await deleteBusiness(deps, requireMembership(request));
      return reply.status(204).send();
    },
  );
};

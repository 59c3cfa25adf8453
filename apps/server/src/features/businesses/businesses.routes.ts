import {
  ZBusinessesResponse,
  ZBusinessResponse,
  ZCreateBusinessBody,
  ZShopIdParams,
  ZShopResponse,
} from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { businessesDeps } from './businesses-deps';
import { createBusiness } from './create-business';
import { getShop } from './get-shop';
import { listBusinesses } from './list-businesses';

const tags = ['businesses'];
const bearer = [{ bearer: [] }];

/** Creating and listing the caller's businesses, and the spec's shop lookup (API.md "Businesses"). */
export const businessesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = businessesDeps(context);

  app.post(
    '/api/businesses',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Create a business; the caller becomes its owner and it becomes their active one',
        security: bearer,
        body: ZCreateBusinessBody,
        response: { 201: ZBusinessResponse, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const business = await createBusiness(deps, requireUser(request), request.body);
      return reply.status(201).send({ success: true as const, business });
    },
  );

  app.get(
    '/api/businesses',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "The caller's businesses, oldest membership first",
        security: bearer,
        response: { 200: ZBusinessesResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const businesses = await listBusinesses(deps, requireUser(request).id);
      return { success: true as const, businesses };
    },
  );

  app.get(
    '/api/company/shop/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "A business in the spec's shop shape; 404 unless the caller is a member",
        security: bearer,
        params: ZShopIdParams,
        response: { 200: ZShopResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const shop = await getShop(deps, requireUser(request).id, request.params.id);
      return { success: true as const, shop };
    },
  );
};

import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZProductBody,
  ZProductIdParams,
  ZProductOrderBody,
  ZProductPatchBody,
  ZProductResponse,
  ZProductsResponse,
} from '@qtify/shared/schemas/product-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { listProducts } from './catalogue.service';
import { catalogueDeps } from './catalogue-deps';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { orderProducts } from './order-products';
import { updateProduct } from './update-product';

const tags = ['catalogue'];
const security = [{ bearer: [] }];
const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const rules =
  'priceMinor: gross (tax included) in minor units of the business’s currency, an integer 0…99 999 999. ' +
  '422 CURRENCY_MISMATCH for a currency other than the business’s. bookable: true links the service to ' +
  'an appointment type (appointmentTypeId, or a new type offered by all doctors: 422 NO_DOCTORS without ' +
  'one); its duration is then the type’s. 409 APPOINTMENT_TYPE_TAKEN where another product has the type.';

/** The business's catalogue, relative to /api/businesses/:businessId (business scope). */
export const productsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = catalogueDeps(context);

  app.get(
    '/products',
    {
      config: { action: 'catalogue.read' },
      schema: {
        tags,
        summary: 'The catalogue in its order, internal and inactive items included',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZProductsResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listProducts(deps.db, requireMembership(request).businessId)),
    }),
  );

  app.post(
    '/products',
    {
      config: { action: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Add a service or good at the end of the catalogue',
        description: rules,
        security,
        params: ZBusinessIdParams,
        body: ZProductBody,
        response: { 201: ZProductResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const product = await createProduct(deps, requireMembership(request), request.body);
      return reply.status(201).send({ success: true as const, product });
    },
  );

  app.put(
    '/products/order',
    {
      config: { action: 'catalogue.write' },
      schema: {
        tags,
        summary:
          'Put the catalogue in this order (every product once; 409 CONFLICT when it changed meanwhile)',
        security,
        params: ZBusinessIdParams,
        body: ZProductOrderBody,
        response: { 200: ZProductsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orderProducts(deps, requireMembership(request), request.body.productIds)),
    }),
  );

  app.patch(
    '/products/:productId',
    {
      config: { action: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Change a product; bookable false unlinks its appointment type (the type stays)',
        description: rules,
        security,
        params: ZProductIdParams,
        body: ZProductPatchBody,
        response: { 200: ZProductResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      product: await updateProduct(deps, requireMembership(request), request.params.productId, request.body),
    }),
  );

  app.delete(
    '/products/:productId',
    {
      config: { action: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Delete a product (bills keep their copy of it)',
        security,
        params: ZProductIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await deleteProduct(deps, requireMembership(request), request.params.productId);
      return reply.status(204).send();
    },
  );
};

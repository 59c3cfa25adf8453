import { ZPublicIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZPublicProductsResponse } from '@qtify/shared/schemas/product-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { listPublicProducts } from './list-public-products';

/** The public price list: the same for everyone and without personal data, so caches may keep it a minute. */
export const PUBLIC_PRODUCTS_CACHE = 'public, max-age=60';

export const publicProductsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/public/businesses/:publicId/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The business’s public price list: public, active items in the catalogue’s order',
        description:
          'appointmentTypeId names the appointment type a service is booked as (null: not bookable online); ' +
          'the booking page shows a type’s price from here.',
        params: ZPublicIdParams,
        response: { 200: ZPublicProductsResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const list = await listPublicProducts(context.database.db, request.params.publicId);
      reply.header('cache-control', PUBLIC_PRODUCTS_CACHE);
      return { success: true as const, ...list };
    },
  );
};

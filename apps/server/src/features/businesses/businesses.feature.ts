import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { businessesRoutes } from './businesses.routes';
import { directoryRoutes } from './directory.routes';
import { publicBusinessRoutes } from './public-business.routes';

/**
 * The businesses feature's routes outside the business scope: creating and listing, the spec's
 * shop lookup, the public business and the directory. Its routes of one business (business.routes.ts,
 * business-qr.routes.ts) are registered with registerBusinessScope in app.ts.
 */
export const businessesFeature: FastifyPluginAsync<AppContext> = async (app, context) => {
  await app.register(businessesRoutes, context);
  await app.register(publicBusinessRoutes, context);
  await app.register(directoryRoutes, context);
};

import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZPushKeyResponse } from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { vapidKeys } from './vapid-keys';

/** The VAPID public key a browser needs for PushManager.subscribe({ applicationServerKey }). */
export const pushRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database, config, clock }) => {
  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: ['waiting room'],
        summary: 'The Web Push (VAPID) public key of this installation',
        response: { 200: ZPushKeyResponse, 500: ZErrorResponse },
      },
    },
    async () => {
      const { publicKey } = await vapidKeys(database.db, config, clock.now());
      return { success: true as const, publicKey };
    },
  );
};

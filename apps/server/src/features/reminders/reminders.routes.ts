import { ZReminderOptOutParams } from '@qtify/shared/schemas/booking-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { optOutByReminderLink } from './opt-out-of-reminders';

/** The one-click opt-out of a reminder mail (public: the link's token is the key). */
export const reminderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // A mail client's one-click unsubscribe (RFC 8058) posts the form `List-Unsubscribe=One-Click`;
  // the token in the path is all that counts, so the form is read and ignored (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { bodyLimit: 1024 },
    (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', done);
    },
  );
  app.post(
    '/api/public/reminders/:token/opt-out',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['booking'],
        summary: 'Stop appointment reminders for the patient a reminder mail went to',
        description:
          'The token is the one in the reminder mail’s opt-out link. The patient gets no more reminders from ' +
          'that business (their other mails, e.g. confirmations, still come). Again: 204 as well.',
        params: ZReminderOptOutParams,
        response: { 204: z.null(), 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await optOutByReminderLink(context.database.db, request.params.token, context.clock.now());
      return reply.status(204).send(null);
    },
  );
};

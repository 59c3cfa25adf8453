import { ZPublicAnnouncementsResponse } from '@qtify/shared/schemas/announcement-schemas';
import { ZPublicIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZEntryTokenParams,
  ZJoinQueueBody,
  ZJoinQueueResponse,
  ZNotificationsBody,
  ZPatientEntryResponse,
} from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ZIdempotencyHeaders } from '../idempotency/idempotency-key';
import { entryAnnouncements } from './entry-announcements';
import { joinQueue } from './join-queue';
import { setEntryNotifications, setStepOut } from './patient-entry';
import { patientLinkLimit } from './patient-link-limit';
import { pollAnswer } from './poll-answer';
import { queueDeps } from './queue-deps';

const tags = ['waiting room'];
const ZJoinBody = ZJoinQueueBody.extend({ languageId: z.string().max(5).optional() });
const entryRefusals = { 404: ZErrorResponse, 422: ZErrorResponse };

/** The patient's side of the waiting room: joining by QR code and their own entry, by its token. */
export const publicQueueRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);

  app.post(
    '/api/public/businesses/:publicId/queue',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, publicWrite: 'join' },
      schema: {
        tags,
        summary: 'Join the waiting room (QR code): a temporary account and a place at the end of the queue',
        description:
          '422 FULL_NAME_REQUIRED without first and last name; 409 BIRTHDATE_REQUIRED when a patient of that ' +
          'name exists and no birthdate was given; 423 QUEUE_PAUSED while staff paused self-registration. ' +
          '`data` is the bearer token of the new temporary user. A restaurant keeps `partySize` (1–99 ' +
          'persons); other industries ignore it. With an Idempotency-Key header a retry with the same body ' +
          'replays the first answer (the same entry, token and bearer), also while the first is still ' +
          'running; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED. Stored answers are ' +
          'deleted after a day. 403 EMAIL_NOT_VERIFIED until an owner of the business has verified their e-mail ' +
          'address.',
        params: ZPublicIdParams,
        headers: ZIdempotencyHeaders,
        body: ZJoinBody,
        response: {
          201: ZJoinQueueResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          423: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const joined = await joinQueue(
        deps,
        request.params.publicId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send({ success: true as const, entry: joined.entry, data: joined.bearer });
    },
  );

  app.get(
    '/api/queue/:entryToken',
    {
      // The hottest route (every waiting phone polls it): the answer is ready-made JSON text, and the
      // token is checked by the lookup (anything but 43 base64url characters is 404). The schemas
      // stay for OpenAPI.
      validatorCompiler: () => (params) => ({ value: params }),
      schema: {
        tags,
        summary: 'The patient’s own entry: people ahead, whether they are next, the approximate wait',
        params: ZEntryTokenParams,
        response: { 200: ZPatientEntryResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const answer = await pollAnswer(deps, request.params.entryToken);
      // JSON text of ZPatientEntryResponse (typed where it is built): Fastify sends a string as is.
      return reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );

  app.get(
    '/api/queue/:entryToken/announcements',
    {
      schema: {
        tags,
        summary: 'The announcements the patient room shows (audiences public and patients), newest first',
        description:
          'Live afterwards through the socket event `announcements:current`; ended ones are left out.',
        params: ZEntryTokenParams,
        response: { 200: ZPublicAnnouncementsResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      announcements: await entryAnnouncements(deps, request.params.entryToken),
    }),
  );

  // Both directions count together: one toggle budget per link and per visitor.
  const limitToggles = patientLinkLimit(app, 'step-out');
  for (const [path, out] of [
    ['step-out', true],
    ['return', false],
  ] as const) {
    app.post(
      `/api/queue/:entryToken/${path}`,
      {
        onRequest: limitToggles,
        schema: {
          tags,
          summary: out ? 'Step out briefly (the place is kept)' : 'Back in the waiting room',
          description:
            'At most 10 changes per patient link and 30 per visitor (client address) in 10 minutes, ' +
            'step-out and return together; over it 429 RATE_LIMITED with Retry-After.',
          params: ZEntryTokenParams,
          response: { 200: ZPatientEntryResponse, ...entryRefusals, 429: ZErrorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        entry: await setStepOut(deps, request.params.entryToken, out),
      }),
    );
  }

  app.put(
    '/api/queue/:entryToken/notifications',
    {
      onRequest: patientLinkLimit(app, 'notifications'),
      schema: {
        tags,
        summary: 'Notifications on or off, with the browser’s Web Push subscription when allowed',
        description:
          'At most 10 changes per patient link and 30 per visitor (client address) in 10 minutes; over it ' +
          '429 RATE_LIMITED with Retry-After.',
        params: ZEntryTokenParams,
        body: ZNotificationsBody,
        response: { 200: ZPatientEntryResponse, 400: ZErrorResponse, ...entryRefusals, 429: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await setEntryNotifications(deps, request.params.entryToken, request.body),
    }),
  );
};

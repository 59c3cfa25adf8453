import { ZManageTokenParams } from '@qtify/shared/schemas/booking-schemas';
import { ZPublicIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZNameCheckInBody } from '@qtify/shared/schemas/lobby-schemas';
import { ZJoinQueueResponse, ZPatientCheckInBody } from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { queueDeps } from '../queue/queue-deps';
import { checkInByPatient } from './check-in-appointment';
import { checkInFromQr } from './check-in-from-qr';
import { nameCheckInLimit } from './name-check-in-limit';

/** The patient checks in to their appointment: from the booking's manage link, or by name on the QR page. */
export const publicCheckInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);

  app.post(
    '/api/public/bookings/:manageToken/check-in',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, publicWrite: 'checkIn' },
      schema: {
        tags: ['waiting room'],
        summary: 'Check in to a booked appointment ("I am here"): a place in the waiting room',
        description:
          'From 60 minutes before the start until its end; else 422 CHECK_IN_CLOSED. ' +
          '409 APPOINTMENT_CANCELLED for a cancelled booking. 201 with ' +
          'the entry (checked in; `token` opens its patient room) and `data`, the bearer token of a temporary ' +
          'account as self-registration gives; again 200 with the same entry and token. A patient who came ' +
          'early queues from the start, a late one from now.',
        params: ZManageTokenParams,
        body: ZPatientCheckInBody,
        response: {
          200: ZJoinQueueResponse,
          201: ZJoinQueueResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const checkedIn = await checkInByPatient(deps, request.params.manageToken, request.body?.languageId);
      return reply
        .status(checkedIn.created ? 201 : 200)
        .send({ success: true as const, entry: checkedIn.entry, data: checkedIn.bearer });
    },
  );

  app.post(
    '/api/public/businesses/:publicId/check-in',
    {
      onRequest: nameCheckInLimit(app),
      config: { publicWrite: 'nameCheckIn' },
      schema: {
        tags: ['waiting room'],
        summary: '"I have an appointment" on the QR page: check in by name and birth date',
        description:
          'Matches the patient of this full name and birth date with an appointment today (the business’s ' +
          'time zone), from 60 minutes before its start until its end (else 422 CHECK_IN_CLOSED). No match ' +
          '(unknown name, another birth date, no appointment today) is always the same 422 ' +
          'NO_MATCHING_APPOINTMENT. 201 with the entry (`token` opens its patient room) and `data`, the bearer ' +
          'token of a temporary account; again 200 with the same entry and a new link (the previous link stops ' +
          'opening the room). At most 10 attempts per visitor and 120 per business in 10 minutes, matched or ' +
          'not (429 RATE_LIMITED with Retry-After).',
        params: ZPublicIdParams,
        body: ZNameCheckInBody,
        response: {
          200: ZJoinQueueResponse,
          201: ZJoinQueueResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const checkedIn = await checkInFromQr(deps, request.params.publicId, request.body);
      return reply
        .status(checkedIn.created ? 201 : 200)
        .send({ success: true as const, entry: checkedIn.entry, data: checkedIn.bearer });
    },
  );
};

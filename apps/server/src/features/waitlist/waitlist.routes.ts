import { ZBookingResponse, ZManageTokenParams } from '@qtify/shared/schemas/booking-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZOfferTokenParams, ZWaitlistOfferResponse } from '@qtify/shared/schemas/waitlist-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { queueMovedMail } from '../appointments/send-moved-mail';
import { getOffer } from './get-offer';
import { joinWaitlist, leaveWaitlist } from './join-waitlist';
import { takeOffer } from './take-offer';

const tags = ['booking'];

/** The earlier-slot waitlist (public: the manage link's and the offer link's tokens are the keys). */
export const waitlistRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = { db: context.database.db, clock: context.clock, realtime: context.realtime };

  app.post(
    '/api/public/bookings/:manageToken/waitlist',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask to hear of an earlier time of the same type (the waitlist)',
        description:
          'When a time of the type (of the booking’s doctor, or any doctor of the type when booked without ' +
          'choosing one) that the booking page offers frees up before the booking, the patient is mailed a ' +
          'one-click offer. Again: 201 as well. 409 CONFLICT when cancelled, 422 APPOINTMENT_STARTED once begun.',
        params: ZManageTokenParams,
        response: {
          201: z.null(),
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await joinWaitlist(deps, request.params.manageToken);
      return reply.status(201).send(null);
    },
  );

  app.delete(
    '/api/public/bookings/:manageToken/waitlist',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Leave the waitlist (no more offers); again: 204 as well',
        params: ZManageTokenParams,
        response: { 204: z.null(), 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(deps, request.params.manageToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/public/waitlist-offers/:token',
    {
      schema: {
        tags,
        summary: 'A waitlist offer, by the token of its mail’s link; reading never takes it',
        params: ZOfferTokenParams,
        response: { 200: ZWaitlistOfferResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({ success: true as const, offer: await getOffer(deps, request.params.token) }),
  );

  app.post(
    '/api/public/waitlist-offers/:token/take',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Take an offered earlier time: the first patient gets it, the booking moves there',
        description:
          'The booking moves like a reschedule (atomic; its old time is freed, and may be offered in turn; the ' +
          'patient gets the updated calendar entry). 410 OFFER_GONE when another patient took it first, it was ' +
          'booked otherwise, or it has begun; the booking then stays as it was. Taking it again: 200 with the booking.',
        params: ZOfferTokenParams,
        response: {
          200: ZBookingResponse,
          404: ZErrorResponse,
          410: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { booking, moved } = await takeOffer(deps, request.params.token);
      if (moved)
        queueMovedMail(context, {
          businessId: moved.businessId,
          appointmentId: moved.id,
          byPatient: true,
          log: request.log,
        });
      return { success: true as const, booking };
    },
  );
};

import {
  ZBookingBody,
  ZBookingResponse,
  ZManageTokenParams,
  ZRescheduleBody,
  ZSlotsQuery,
  ZSlotsResponse,
} from '@qtify/shared/schemas/booking-schemas';
import { ZPublicIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { siteOrigin } from '../../site-origin';
import { queueBookingMail } from '../appointments/send-booking-mail';
import { queueCancellationMails } from '../appointments/send-cancellation-mail';
import { ZIdempotencyHeaders } from '../idempotency/idempotency-key';
import { createBooking } from './create-booking';
import { listSlots } from './list-slots';
import { cancelBooking, getBooking } from './manage-booking';
import { rescheduleBooking } from './reschedule-booking';

const tags = ['booking'];

/** The public booking flow (no login): free slots, booking, and the patient's view-or-cancel link. */
export const publicBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = {
    db: context.database.db,
    clock: context.clock,
    realtime: context.realtime,
    config: context.config,
  };

  app.get(
    '/api/public/businesses/:publicId/slots',
    {
      schema: {
        tags,
        summary: 'Free times of an appointment type, sorted by start (default: the next 14 days)',
        description:
          'Inside working times, outside absences and booked appointments, not in the past, stepped by the ' +
          'type’s duration from each working-time start. At most 62 days (422 RANGE_TOO_LONG). A restaurant’s ' +
          '`partySize` (1–99) keeps only tables that seat the party, the best fit first at each start; none ' +
          'fits: an empty list. Other industries ignore it. The type’s booking rules apply (business rules with ' +
          'the type’s overrides): minimum notice, horizon, buffers around other appointments, the slot interval ' +
          '(starts every `slotIntervalMinutes`, independent of the duration) and days full by `maxPerDay`. ' +
          '`doctorId` keeps one doctor’s slots where the business lets patients choose (else ignored).',
        params: ZPublicIdParams,
        querystring: ZSlotsQuery,
        response: { 200: ZSlotsResponse, 400: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      slots: await listSlots(deps, request.params.publicId, request.query),
    }),
  );

  app.post(
    '/api/public/businesses/:publicId/bookings',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, publicWrite: 'booking' },
      schema: {
        tags,
        summary: 'Book a free slot; a confirmation e-mail with an .ics file goes to `email`',
        description:
          'The slot is re-checked on the server. 409 SLOT_TAKEN when someone was faster, 422 SLOT_UNAVAILABLE ' +
          'when the time is not offered, 422 PHONE_REQUIRED. A restaurant’s `partySize` (1–99) gets the smallest ' +
          'table free then that seats the party, 422 PARTY_TOO_LARGE when no table of the type does; it is ' +
          'stored with the reservation. With an Idempotency-Key header a retry with the ' +
          'same body replays the first answer; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED. ' +
          '403 EMAIL_NOT_VERIFIED until an owner of the business has verified their e-mail address. The ' +
          'patient’s mails speak `language` (default: the Accept-Language header’s, else the business’s). ' +
          'Booking rules: the same as the slots (422 SLOT_UNAVAILABLE, `fields.start: dayFull` for a day full ' +
          'by maxPerDay); with `knownPatientsOnly` the body needs `birthdate` (422 BIRTHDATE_REQUIRED) and a ' +
          'patient on file of that name and birthdate (403 UNKNOWN_PATIENT: call the business); with ' +
          '`needsConfirmation` the booking is `confirmation: requested` (it holds its slot) until staff confirm ' +
          'or decline it; a `doctorId` counts as "any" where the business hides the doctor choice.',
        params: ZPublicIdParams,
        headers: ZIdempotencyHeaders,
        body: ZBookingBody,
        response: {
          201: ZBookingResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await createBooking(
        deps,
        request.params.publicId,
        request.body,
        request.headers['idempotency-key'],
        request.headers['accept-language'],
      );
      if (result.created && result.booking.manageToken) {
        queueBookingMail(context, {
          businessId: result.created.businessId,
          appointmentId: result.booking.id,
          manageToken: result.booking.manageToken,
          origin: siteOrigin(context.config),
          budgeted: true,
          log: request.log,
        });
      }
      return reply.status(result.status).send({ success: true as const, booking: result.booking });
    },
  );

  app.get(
    '/api/public/bookings/:manageToken',
    {
      schema: {
        tags,
        summary: 'A booking, by the token of the link in its confirmation e-mail',
        params: ZManageTokenParams,
        response: { 200: ZBookingResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      booking: await getBooking(deps, request.params.manageToken),
    }),
  );

  app.delete(
    '/api/public/bookings/:manageToken',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Cancel a booking (frees the slot); 422 APPOINTMENT_STARTED once it has begun',
        description:
          '422 CANCEL_DEADLINE_PASSED after the business’s cancellation deadline (`booking.changeableUntil`). ' +
          'A cancellation e-mail goes to the address the booking gave, within that address’s budget of mails ' +
          'from public actions (3 an hour).',
        params: ZManageTokenParams,
        response: { 204: z.null(), 404: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const cancelled = await cancelBooking(deps, request.params.manageToken);
      if (cancelled) {
        queueCancellationMails(context, {
          businessId: cancelled.businessId,
          appointmentIds: [cancelled.id],
          by: 'patient',
          budgeted: true,
          log: request.log,
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/public/bookings/:manageToken/reschedule',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Move a booking to another free time of the same type',
        description:
          'The new time is re-checked like a booking’s (422 SLOT_UNAVAILABLE when not offered). Atomic: the old ' +
          'time is given up only when the new one is taken; 409 SLOT_TAKEN leaves the booking as it was. 422 ' +
          'APPOINTMENT_STARTED once begun, 422 CANCEL_DEADLINE_PASSED after the business’s cancellation deadline ' +
          '(`booking.changeableUntil`), 409 CONFLICT when cancelled. The patient gets a mail that the booking moved, ' +
          'with its link and the updated .ics, within their address’s budget of mails from public actions. The ' +
          'type’s booking rules apply as to a booking; the booking itself does not count against its day’s maxPerDay.',
        params: ZManageTokenParams,
        body: ZRescheduleBody,
        response: {
          200: ZBookingResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { manageToken } = request.params;
      const { booking, moved } = await rescheduleBooking(deps, manageToken, request.body);
      queueBookingMail(context, {
        businessId: moved.businessId,
        appointmentId: moved.id,
        manageToken,
        origin: siteOrigin(context.config),
        budgeted: true,
        rescheduled: true,
        log: request.log,
      });
      return { success: true as const, booking };
    },
  );
};

import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZAppointmentCheckInParams,
  ZStaffCheckInBody,
  ZStaffEntryResponse,
} from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { queueDeps } from '../queue/queue-deps';
import { checkInByStaff } from './check-in-appointment';

/** Staff check an appointment in, relative to /api/businesses/:businessId (business scope). */
export const checkInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);

  app.post(
    '/appointments/:appointmentId/check-in',
    {
      config: { action: 'queue.checkIn', audit: 'queue.checkIn' },
      schema: {
        tags: ['waiting room'],
        summary: 'Check an appointment in: its patient joins the waiting room (checked in)',
        description:
          'The entry is the appointment’s patient’s (by id) and carries `appointmentId` and `appointment`. ' +
          'It queues from the appointment’s start when the patient came early, else from now. 201 with the new ' +
          'entry; again (also at the same moment) 200 with the same entry. 422 CHECK_IN_CLOSED on another day ' +
          'than the appointment’s (the business’s time zone); 409 APPOINTMENT_CANCELLED; 404 for an ' +
          'appointment of another business.',
        security: [{ bearer: [] }],
        params: ZAppointmentCheckInParams,
        body: ZStaffCheckInBody,
        response: {
          200: ZStaffEntryResponse,
          201: ZStaffEntryResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { entry, created } = await checkInByStaff(
        deps,
        requireMembership(request),
        request.params.appointmentId,
      );
      return reply.status(created ? 201 : 200).send({ success: true as const, entry });
    },
  );
};

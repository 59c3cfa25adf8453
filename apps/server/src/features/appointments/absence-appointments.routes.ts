import { ZAppointmentsResponse } from '@qtify/shared/schemas/booking-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZAbsenceCancelResponse, ZAbsenceIdParams } from '@qtify/shared/schemas/doctor-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { cancelAbsenceAppointments, listAbsenceAppointments } from './absence-appointments';
import { appointmentsDeps } from './appointments-deps';
import { queueCancellationMails } from './send-cancellation-mail';

const tags = ['doctors'];
const security = [{ bearer: [] }];
const refusals = { 401: ZErrorResponse, 404: ZErrorResponse };

/**
 * The appointments an absence covers (issue 18), relative to /api/businesses/:businessId: after
 * recording an absence, staff see what is booked in it and cancel those (the patients are told and
 * get a link to book again) or keep them.
 */
export const absenceAppointmentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = appointmentsDeps(context);

  app.get(
    '/doctors/:doctorId/absences/:absenceId/appointments',
    {
      config: { action: 'calendar.read' },
      schema: {
        tags,
        summary: 'The booked appointments, not yet begun, that overlap the absence (each of its days)',
        security,
        params: ZAbsenceIdParams,
        response: { 200: ZAppointmentsResponse, ...refusals },
      },
    },
    async (request) => {
      const { doctorId, absenceId } = request.params;
      const membership = requireMembership(request);
      const appointments = await listAbsenceAppointments(deps, membership, doctorId, absenceId);
      return { success: true as const, appointments };
    },
  );

  app.post(
    '/doctors/:doctorId/absences/:absenceId/cancel-appointments',
    {
      config: { action: 'calendar.write', audit: 'calendar.cancelMany' },
      schema: {
        tags,
        summary: 'Cancel the appointments the absence covers and tell their patients',
        description:
          'Each is cancelled as DELETE …/appointments/:id does: every patient with an e-mail address gets ' +
          'the cancellation (.ics METHOD:CANCEL) with a link to the business’s booking page, built from ' +
          'PUBLIC_URL. Answers how many were cancelled.',
        security,
        params: ZAbsenceIdParams,
        response: { 200: ZAbsenceCancelResponse, ...refusals },
      },
    },
    async (request) => {
      const { doctorId, absenceId } = request.params;
      const membership = requireMembership(request);
      const cancelled = await cancelAbsenceAppointments(deps, membership, doctorId, absenceId);
      queueCancellationMails(context, {
        businessId: membership.businessId,
        appointmentIds: cancelled,
        by: 'place',
        budgeted: false,
        log: request.log,
      });
      return { success: true as const, cancelled: cancelled.length };
    },
  );
};

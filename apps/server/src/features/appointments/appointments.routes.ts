import { calendarDoctorFilter } from '@qtify/shared/domain/team-policy';
import {
  ZAppointmentIdParams,
  ZAppointmentPatchBody,
  ZAppointmentResponse,
  ZAppointmentsQuery,
  ZAppointmentsResponse,
  ZBulkCancelResponse,
  ZStaffAppointmentBody,
} from '@qtify/shared/schemas/booking-schemas';
import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZCreatedWindowBody } from '@qtify/shared/schemas/created-window-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { siteOrigin } from '../../site-origin';
import { acceptBookingContact } from './accept-booking-contact';
import { answerBookingRequest } from './answer-booking-request';
import { appointmentsDeps } from './appointments-deps';
import { bulkCancelAppointments } from './bulk-cancel-appointments';
import { cancelAppointment } from './cancel-appointment';
import { createAppointment } from './create-appointment';
import { listAppointments } from './list-appointments';
import { presentAppointments } from './present-appointments';
import { queueBookingMail } from './send-booking-mail';
import { queueCancellationMails } from './send-cancellation-mail';
import { queueMovedMail } from './send-moved-mail';
import { queueRequestAnswerMail } from './send-request-answer-mail';
import { updateAppointment } from './update-appointment';

const tags = ['appointments'];
const security = [{ bearer: [] }];
const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};

/** The staff calendar's appointments, relative to /api/businesses/:businessId (business scope). */
export const appointmentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = appointmentsDeps(context);

  app.get(
    '/appointments',
    {
      config: { action: 'calendar.read' },
      schema: {
        tags,
        summary:
          'Booked appointments overlapping from–to (dates or instants), optionally of one doctor (a linked practitioner: theirs)',
        description: 'At most 100 days (422 RANGE_TOO_LONG). Cancelled appointments are left out.',
        security,
        params: ZBusinessIdParams,
        querystring: ZAppointmentsQuery,
        response: { 200: ZAppointmentsResponse, ...refusals },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      const doctorId = calendarDoctorFilter(membership.role, membership.doctorId, request.query.doctorId);
      return {
        success: true as const,
        appointments: await listAppointments(deps, membership, { ...request.query, doctorId }),
      };
    },
  );

  app.post(
    '/appointments',
    {
      config: { action: 'calendar.write' },
      schema: {
        tags,
        summary:
          'Book for a patient (by name and phone, or an existing patientId); a restaurant may note the partySize',
        description:
          'Staff may book outside working times, never over another appointment of the doctor (409 SLOT_TAKEN). ' +
          'In an absence, outside working times or in the past: 409 OUTSIDE_AVAILABILITY with ' +
          '`error.fields.start` = `absence` | `outsideHours` | `past` (most important first) unless `override: ' +
          'true`; the appointment then has `availabilityOverridden: true`. ' +
          'A confirmation e-mail goes to `email` when given.',
        security,
        params: ZBusinessIdParams,
        body: ZStaffAppointmentBody,
        response: { 201: ZAppointmentResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const membership = requireMembership(request);
      const created = await createAppointment(deps, membership, request.body);
      if (created.email) {
        queueBookingMail(context, {
          businessId: membership.businessId,
          appointmentId: created.appointment.id,
          manageToken: created.manageToken,
          origin: siteOrigin(context.config),
          budgeted: false,
          log: request.log,
        });
      }
      return reply.status(201).send({ success: true as const, appointment: created.appointment });
    },
  );

  app.patch(
    '/appointments/:appointmentId',
    {
      config: { action: 'calendar.write' },
      schema: {
        tags,
        summary: 'Move an appointment (start, doctor) or change its type; 409 SLOT_TAKEN on overlap',
        description:
          'A new time or doctor in an absence, outside working times or in the past: 409 OUTSIDE_AVAILABILITY ' +
          '(as on POST) unless `override: true`. ' +
          'When its time or doctor changes, the patient (with an e-mail address) gets a mail with the updated ' +
          '.ics: the same UID, a higher SEQUENCE, METHOD:REQUEST.',
        security,
        params: ZAppointmentIdParams,
        body: ZAppointmentPatchBody,
        response: { 200: ZAppointmentResponse, ...refusals },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      const { appointment, moved } = await updateAppointment(
        deps,
        membership,
        request.params.appointmentId,
        request.body,
      );
      if (moved) {
        queueMovedMail(context, {
          businessId: membership.businessId,
          appointmentId: appointment.id,
          log: request.log,
        });
      }
      return { success: true as const, appointment };
    },
  );

  app.delete(
    '/appointments/:appointmentId',
    {
      config: { action: 'calendar.write' },
      schema: {
        tags,
        summary: 'Cancel an appointment (the record stays, the time is free again)',
        description:
          'The patient (with an e-mail address) gets the cancellation with an .ics (METHOD:CANCEL, the same UID, ' +
          'a higher SEQUENCE).',
        security,
        params: ZAppointmentIdParams,
        response: { 204: z.null(), 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const membership = requireMembership(request);
      const cancelled = await cancelAppointment(deps, membership, request.params.appointmentId);
      if (cancelled) {
        queueCancellationMails(context, {
          businessId: membership.businessId,
          appointmentIds: [request.params.appointmentId],
          by: 'place',
          budgeted: false,
          log: request.log,
        });
      }
      return reply.status(204).send(null);
    },
  );

  for (const [path, answer] of [
    ['confirm', 'confirmed'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/appointments/:appointmentId/${path}`,
      {
        config: { action: 'calendar.write', audit: `calendar.${path}` },
        schema: {
          tags,
          summary:
            answer === 'confirmed'
              ? 'Confirm a booking request (the patient gets the appointment with its .ics)'
              : 'Decline a booking request (it is cancelled, its time free again; the patient is mailed)',
          description: 'Only an open request (`confirmation: requested`); anything else is 409 CONFLICT.',
          security,
          params: ZAppointmentIdParams,
          response: { 200: ZAppointmentResponse, ...refusals },
        },
      },
      async (request) => {
        const membership = requireMembership(request);
        const row = await answerBookingRequest(deps, membership, request.params.appointmentId, answer);
        queueRequestAnswerMail(context, {
          businessId: membership.businessId,
          appointmentId: row.id,
          answer,
          log: request.log,
        });
        const [appointment] = await presentAppointments(deps.db, membership.businessId, [row]);
        return { success: true as const, appointment: appointment! };
      },
    );
  }

  app.post(
    '/appointments/bulk-cancel',
    {
      config: { action: 'calendar.write', audit: 'calendar.cancelMany' },
      schema: {
        tags,
        summary: 'Cancel every online booking made in a time window that has not started (a booking flood)',
        description:
          'Cancels the appointments booked on the public page with createdFrom ≤ created < createdTo (at most ' +
          '31 days, 422 RANGE_TOO_LONG) that are still booked and start later; staff bookings stay. Each patient ' +
          'with an e-mail address gets the cancellation (within that address’s budget of public mails); open ' +
          'calendars get one appointments:changed. With `dryRun: true` nothing changes and `cancelled` is how ' +
          'many it would cancel.',
        security,
        params: ZBusinessIdParams,
        body: ZCreatedWindowBody,
        response: { 200: ZBulkCancelResponse, ...refusals },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      const result = await bulkCancelAppointments(deps, membership, request.body);
      queueCancellationMails(context, {
        businessId: membership.businessId,
        appointmentIds: result.ids,
        by: 'place',
        budgeted: true,
        log: request.log,
      });
      return { success: true as const, cancelled: result.count };
    },
  );

  app.post(
    '/appointments/:appointmentId/accept-contact',
    {
      config: { action: 'calendar.write', audit: 'calendar.acceptContact' },
      schema: {
        tags,
        summary: 'Take the phone and e-mail a booking gave into the patient’s record',
        description:
          'A public booking keeps its contact details (`newContact` where they differ from the record); the ' +
          'record changes only here. 409 CONFLICT when another patient has this name and the new phone.',
        security,
        params: ZAppointmentIdParams,
        response: { 200: ZAppointmentResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      appointment: await acceptBookingContact(deps, requireMembership(request), request.params.appointmentId),
    }),
  );
};

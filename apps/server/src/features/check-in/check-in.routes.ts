import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import {
  ZAppointmentCheckInParams,
  ZStaffCheckInBody,
  ZStaffEntryResponse,
} from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import type { Membership } from '../memberships/membership';
import type { QueueDeps } from '../queue/queue-deps';
import { queueDeps } from '../queue/queue-deps';
import { checkInByStaff } from './check-in-appointment';
import { markAppointmentNoShow } from './mark-no-show';

/**
 * An action on one appointment that makes or finds its queue entry: 201 with a new entry, 200 with
 * the one an earlier call (or one at the same moment) made.
 */
interface AppointmentEntryAction {
  path: string;
  audit: string;
  summary: string;
  description: string;
  run(
    deps: QueueDeps,
    membership: Membership,
    appointmentId: string,
  ): Promise<{ entry: StaffEntry; created: boolean }>;
}

const ACTIONS: AppointmentEntryAction[] = [
  {
    path: '/appointments/:appointmentId/check-in',
    audit: 'queue.checkIn',
    summary: 'Check an appointment in: its patient joins the waiting room (checked in)',
    description:
      'The entry is the appointment’s patient’s (by id) and carries `appointmentId` and `appointment`. ' +
      'It queues from the appointment’s start when the patient came early, else from now. 201 with the new ' +
      'entry; again (also at the same moment) 200 with the same entry. 422 CHECK_IN_CLOSED on another day ' +
      'than the appointment’s (the business’s time zone); 409 APPOINTMENT_CANCELLED; 404 for an ' +
      'appointment of another business.',
    run: checkInByStaff,
  },
  {
    path: '/appointments/:appointmentId/no-show',
    audit: 'queue.noShow',
    summary: 'Mark an ended appointment nobody checked in for as a no-show (counted on the patient’s record)',
    description:
      'Makes the appointment’s entry, finished with outcome `noShow` (the patient record’s no-show count ' +
      'takes it like a queue no-show); the appointment cannot check in afterwards. 201 with the entry; again ' +
      '200 with the same entry. 422 APPOINTMENT_NOT_OVER before its end; 409 CHECKED_IN_ALREADY when the ' +
      'patient checked in; 409 APPOINTMENT_CANCELLED; 404 for an appointment of another business.',
    run: markAppointmentNoShow,
  },
];

/** Staff check an appointment in or mark it a no-show, relative to /api/businesses/:businessId. */
export const checkInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);
  for (const action of ACTIONS) {
    app.post(
      action.path,
      {
        config: { action: 'queue.checkIn', audit: action.audit },
        schema: {
          tags: ['waiting room'],
          summary: action.summary,
          description: action.description,
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
        const { entry, created } = await action.run(
          deps,
          requireMembership(request),
          request.params.appointmentId,
        );
        return reply.status(created ? 201 : 200).send({ success: true as const, entry });
      },
    );
  }
};

import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZDeclineErasureBody,
  ZErasePatientQuery,
  ZErasureRequestIdParams,
  ZErasureRequestResponse,
  ZErasureRequestsQuery,
  ZErasureRequestsResponse,
  ZPatientData,
} from '@qtify/shared/schemas/patient-data-schemas';
import { ZPatientIdParams } from '@qtify/shared/schemas/patient-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isUuid } from '../../db/is-uuid';
import { requireMembership } from '../../plugins/business-scope';
import { collectPatientData } from './collect-patient-data';
import { confirmErasureRequest } from './confirm-erasure-request';
import { declineErasureRequest } from './decline-erasure-request';
import { erasePatient } from './erase-patient';
import { listErasureRequests } from './list-erasure-requests';
import { patientDataDeps } from './patient-data-deps';
import { patientNotFound } from './patient-data-errors';

const tags = ['patients'];
const security = [{ bearer: [] }];

/** Staff side of the patients' data rights, relative to /api/businesses/:businessId (issue 20). */
export const patientDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = patientDataDeps(context, app.log);

  app.delete(
    '/patients/:patientId',
    {
      config: { action: 'patients.erase', audit: 'patients.erase' },
      schema: {
        tags,
        summary: 'Erase a patient (GDPR Art. 17): personal data removed, history kept as anonymous rows',
        description:
          'Every personal value about the patient goes from every table; their appointments and visits stay ' +
          'for the statistics without the person. 409 PATIENT_HAS_FUTURE_APPOINTMENTS (their number in ' +
          '`fields.appointments`) while a future booking exists, unless `cancelFuture=true`: then those are ' +
          'cancelled with it (times freed for the waitlist, no mail). Owners and managers.',
        security,
        params: ZPatientIdParams,
        querystring: ZErasePatientQuery,
        response: {
          204: z.null(),
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const membership = requireMembership(request);
      await erasePatient(deps, {
        businessId: membership.businessId,
        patientId: request.params.patientId,
        cancelFuture: request.query.cancelFuture,
        byUserId: membership.userId,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/patients/:patientId/data',
    {
      config: { action: 'patients.export' },
      schema: {
        tags,
        summary: 'Everything held about a patient, for a request made at the desk (GDPR Art. 15/20)',
        description: 'A file of a patient leaves the system: owners and managers, as the CSV export.',
        security,
        params: ZPatientIdParams,
        response: { 200: ZPatientData, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { patientId } = request.params;
      if (!isUuid(patientId)) throw patientNotFound();
      const data = await collectPatientData(
        deps.db,
        requireMembership(request).businessId,
        patientId,
        deps.clock.now(),
      );
      return reply.header('content-disposition', 'attachment; filename="patient-data.json"').send(data);
    },
  );

  app.get(
    '/erasure-requests',
    {
      config: { action: 'patients.erase' },
      schema: {
        tags,
        summary: 'Patients’ erasure requests (open ones by default), oldest first',
        security,
        params: ZBusinessIdParams,
        querystring: ZErasureRequestsQuery,
        response: {
          200: ZErasureRequestsResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      requests: await listErasureRequests(
        deps.db,
        requireMembership(request).businessId,
        request.query.status,
      ),
    }),
  );

  app.post(
    '/erasure-requests/:requestId/confirm',
    {
      config: { action: 'patients.erase', audit: 'patients.erase' },
      schema: {
        tags,
        summary: 'Carry out an erasure request now (future bookings are cancelled with it)',
        description:
          'The patient gets a generic "done" mail if they left an address. 409 ERASURE_REQUEST_CLOSED.',
        security,
        params: ZErasureRequestIdParams,
        response: {
          200: ZErasureRequestResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      return {
        success: true as const,
        request: await confirmErasureRequest(
          deps,
          membership.businessId,
          request.params.requestId,
          membership.userId,
        ),
      };
    },
  );

  app.post(
    '/erasure-requests/:requestId/decline',
    {
      config: { action: 'patients.erase', audit: 'patients.declineErasure' },
      schema: {
        tags,
        summary:
          'Decline an erasure request with the reason the patient reads (e.g. a legal duty to keep records)',
        security,
        params: ZErasureRequestIdParams,
        body: ZDeclineErasureBody,
        response: {
          200: ZErasureRequestResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      return {
        success: true as const,
        request: await declineErasureRequest(
          deps,
          membership.businessId,
          request.params.requestId,
          request.body,
          membership.userId,
        ),
      };
    },
  );
};

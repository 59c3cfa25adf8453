import {
  ZPatientIdParams,
  ZPatientResponse,
  ZPatientsQuery,
  ZPatientsResponse,
} from '@qtify/shared/schemas/booking-schemas';
import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { appointmentsDeps } from './appointments-deps';
import { getPatient, searchPatients } from './get-patient';

const tags = ['patients'];
const security = [{ bearer: [] }];

/** A business's patients and their history, relative to /api/businesses/:businessId. */
export const patientsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = appointmentsDeps(context);

  app.get(
    '/patients',
    {
      config: { action: 'patients.read' },
      schema: {
        tags,
        summary: 'Up to 50 patients whose name or phone contains q, by last name',
        security,
        params: ZBusinessIdParams,
        querystring: ZPatientsQuery,
        response: { 200: ZPatientsResponse, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      patients: await searchPatients(deps, requireMembership(request), request.query.q),
    }),
  );

  app.get(
    '/patients/:patientId',
    {
      config: { action: 'patients.read' },
      schema: {
        tags,
        summary: 'A patient with the history of their appointments (cancelled ones included)',
        security,
        params: ZPatientIdParams,
        response: { 200: ZPatientResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      patient: await getPatient(deps, requireMembership(request), request.params.patientId),
    }),
  );
};

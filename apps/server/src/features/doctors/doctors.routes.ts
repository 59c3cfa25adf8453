import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZDoctorBody,
  ZDoctorIdParams,
  ZDoctorPatchBody,
  ZDoctorResponse,
  ZDoctorsResponse,
} from '@qtify/shared/schemas/doctor-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { createDoctor } from './create-doctor';
import { deleteDoctor } from './delete-doctor';
import { doctorsDeps } from './doctors-deps';
import { listDoctors } from './list-doctors';
import { updateDoctor } from './update-doctor';

const tags = ['doctors'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

/**
 * A business's doctors (tables in the restaurant theme), relative to /api/businesses/:businessId.
 * Registered in the business scope: the caller is a member before a handler runs.
 */
export const doctorsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = doctorsDeps(context);

  app.get(
    '/doctors',
    {
      config: { action: 'doctors.read' },
      schema: {
        tags,
        summary: 'The business’s doctors with working times and absences (past ones too)',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZDoctorsResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      doctors: await listDoctors(deps, requireMembership(request)),
    }),
  );

  app.post(
    '/doctors',
    {
      config: { action: 'doctors.write' },
      schema: {
        tags,
        summary: 'Add a doctor { name, specialty } (restaurant: a table { name, partySize })',
        description: '422 NAME_REQUIRED, SPECIALTY_REQUIRED, or PARTY_SIZE_REQUIRED for a restaurant.',
        security,
        params: ZBusinessIdParams,
        body: ZDoctorBody,
        response: { 201: ZDoctorResponse, ...refusals, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const doctor = await createDoctor(deps, requireMembership(request), request.body);
      return reply.status(201).send({ success: true as const, doctor });
    },
  );

  app.patch(
    '/doctors/:doctorId',
    {
      config: { action: 'doctors.write' },
      schema: {
        tags,
        summary: 'Change a doctor’s name, specialty or party size',
        security,
        params: ZDoctorIdParams,
        body: ZDoctorPatchBody,
        response: { 200: ZDoctorResponse, ...refusals, 422: ZErrorResponse },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      const doctor = await updateDoctor(deps, membership, request.params.doctorId, request.body);
      return { success: true as const, doctor };
    },
  );

  app.delete(
    '/doctors/:doctorId',
    {
      config: { action: 'doctors.write' },
      schema: {
        tags,
        summary: 'Delete a doctor with its week and absences; it leaves every appointment type',
        description:
          '409 DOCTOR_HAS_APPOINTMENTS while it has future appointments (their number in fields.appointments).',
        security,
        params: ZDoctorIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await deleteDoctor(deps, requireMembership(request), request.params.doctorId);
      return reply.status(204).send();
    },
  );
};

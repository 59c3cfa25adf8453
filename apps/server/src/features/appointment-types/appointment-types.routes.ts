import {
  ZAppointmentTypeBody,
  ZAppointmentTypeIdParams,
  ZAppointmentTypePatchBody,
  ZAppointmentTypeResponse,
  ZAppointmentTypesResponse,
} from '@qtify/shared/schemas/appointment-type-schemas';
import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { doctorsDeps } from '../doctors/doctors-deps';
import { createAppointmentType } from './create-appointment-type';
import { deleteAppointmentType } from './delete-appointment-type';
import { listAppointmentTypes } from './list-appointment-types';
import { updateAppointmentType } from './update-appointment-type';

const tags = ['appointment types'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const doctorRules =
  '422 NO_DOCTORS while the business has no doctor; 422 UNKNOWN_DOCTOR for a doctorId that is not ' +
  'one of the business’s doctors; 400 VALIDATION (fields.doctorIds "doctorsRequired") for an empty list.';

/** A business's appointment types, relative to /api/businesses/:businessId (business scope). */
export const appointmentTypesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = doctorsDeps(context);

  app.get(
    '/appointment-types',
    {
      config: { action: 'types.read' },
      schema: {
        tags,
        summary: 'The business’s appointment types (deleted ones are gone)',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZAppointmentTypesResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      appointmentTypes: await listAppointmentTypes(deps.db, requireMembership(request).businessId),
    }),
  );

  app.post(
    '/appointment-types',
    {
      config: { action: 'types.write' },
      schema: {
        tags,
        summary: 'Add an appointment type offered by some of the business’s doctors',
        description: doctorRules,
        security,
        params: ZBusinessIdParams,
        body: ZAppointmentTypeBody,
        response: { 201: ZAppointmentTypeResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const appointmentType = await createAppointmentType(deps, requireMembership(request), request.body);
      return reply.status(201).send({ success: true as const, appointmentType });
    },
  );

  app.patch(
    '/appointment-types/:typeId',
    {
      config: { action: 'types.write' },
      schema: {
        tags,
        summary: 'Change an appointment type; doctorIds, when sent, replaces who offers it',
        description: doctorRules,
        security,
        params: ZAppointmentTypeIdParams,
        body: ZAppointmentTypePatchBody,
        response: { 200: ZAppointmentTypeResponse, ...refusals },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      const appointmentType = await updateAppointmentType(
        deps,
        membership,
        request.params.typeId,
        request.body,
      );
      return { success: true as const, appointmentType };
    },
  );

  app.delete(
    '/appointment-types/:typeId',
    {
      config: { action: 'types.write' },
      schema: {
        tags,
        summary: 'Delete an appointment type (its past appointments keep showing it)',
        security,
        params: ZAppointmentTypeIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await deleteAppointmentType(deps, requireMembership(request), request.params.typeId);
      return reply.status(204).send();
    },
  );
};

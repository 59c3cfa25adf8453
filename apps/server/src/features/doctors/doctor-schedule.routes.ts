import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZAbsenceBody,
  ZAbsenceIdParams,
  ZAbsenceResponse,
  ZDoctorIdParams,
  ZDoctorResponse,
  ZWorkingTimesBody,
} from '@qtify/shared/schemas/doctor-schemas';
import { ZDayExceptionBody, ZDoctorDateParams } from '@qtify/shared/schemas/timetable-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { addAbsence } from './add-absence';
import { deleteAbsence } from './delete-absence';
import { deleteDayException } from './delete-day-exception';
import { doctorsDeps } from './doctors-deps';
import { replaceWorkingTimes } from './replace-working-times';
import { setDayException } from './set-day-exception';

const tags = ['doctors'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** A doctor's working times and absences, relative to /api/businesses/:businessId (business scope). */
export const doctorScheduleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = doctorsDeps(context);

  app.put(
    '/doctors/:doctorId/working-times',
    {
      config: { action: 'hours.write' },
      schema: {
        tags,
        summary: 'Replace the doctor’s week: [{ weekday 1–7 (Mon=1), start, end }], several slots a day',
        description:
          '422 INVALID_TIME_RANGE when a slot does not start before it ends or slots of a day overlap; ' +
          'fields name each slot by its index ("startNotBeforeEnd", "overlap"). Touching slots are fine.',
        security,
        params: ZDoctorIdParams,
        body: ZWorkingTimesBody,
        response: { 200: ZDoctorResponse, ...refusals },
      },
    },
    async (request) => {
      const membership = requireMembership(request);
      const doctor = await replaceWorkingTimes(deps, membership, request.params.doctorId, request.body);
      return { success: true as const, doctor };
    },
  );

  app.post(
    '/doctors/:doctorId/absences',
    {
      config: { action: 'absences.write' },
      schema: {
        tags,
        summary: 'Record an absence: first to last day (`from`, `to`), whole days or start–end on each',
        description:
          '`from`/`to` are local dates, inclusive; the older `date` still means a single day. 422 ' +
          'INVALID_DATE_RANGE when `to` is before `from`, RANGE_TOO_LONG beyond 366 days, ' +
          'INVALID_TIME_RANGE when start is not before end. The answer has `from`, `to` and `date` (= `from`). ' +
          'Booked appointments it covers: GET …/absences/:absenceId/appointments.',
        security,
        params: ZDoctorIdParams,
        body: ZAbsenceBody,
        response: { 201: ZAbsenceResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const membership = requireMembership(request);
      const absence = await addAbsence(deps, membership, request.params.doctorId, request.body);
      return reply.status(201).send({ success: true as const, absence });
    },
  );

  app.delete(
    '/doctors/:doctorId/absences/:absenceId',
    {
      config: { action: 'absences.write' },
      schema: {
        tags,
        summary: 'Remove an absence',
        security,
        params: ZAbsenceIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { doctorId, absenceId } = request.params;
      await deleteAbsence(deps, requireMembership(request), doctorId, absenceId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/doctors/:doctorId/exceptions/:date',
    {
      config: { action: 'hours.write' },
      schema: {
        tags,
        summary: 'Work other hours on one date: { hours: [{ start, end }] }, an empty list for not at all',
        description:
          'The hours replace the week’s on that local date (the timetable, the slot engine and the staff ' +
          'availability check read them). 422 INVALID_TIME_RANGE names each bad span (`hours.<index>`).',
        security,
        params: ZDoctorDateParams,
        body: ZDayExceptionBody,
        response: { 204: z.undefined(), ...refusals },
      },
    },
    async (request, reply) => {
      const { doctorId, date } = request.params;
      await setDayException(deps, requireMembership(request), doctorId, date, request.body.hours);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/doctors/:doctorId/exceptions/:date',
    {
      config: { action: 'hours.write' },
      schema: {
        tags,
        summary: 'The date follows the doctor’s week again',
        security,
        params: ZDoctorDateParams,
        response: { 204: z.undefined(), 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { doctorId, date } = request.params;
      await deleteDayException(deps, requireMembership(request), doctorId, date);
      return reply.status(204).send();
    },
  );
};

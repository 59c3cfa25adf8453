import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZMyPatientDataResponse,
  ZPatientErasureRequestResponse,
  ZRecordIdParams,
} from '@qtify/shared/schemas/patient-data-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { collectPatientData } from './collect-patient-data';
import { patientsOfAccount } from './linked-patients';
import { patientNotFound } from './patient-data-errors';
import { patientDataLimit } from './patient-data-limit';
import { requestErasure } from './request-erasure';

const tags = ['patient data'];
const security = [{ bearer: [] }];

/** A patient account's data rights over every business record linked to it (issue 20). */
export const myPatientDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = { db: context.database.db, clock: context.clock, realtime: context.realtime };
  const reads = patientDataLimit(app, 'read');
  const erasures = patientDataLimit(app, 'erasure');

  app.get(
    '/api/me/patient-data',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary:
          'Everything each business holds about the signed-in patient (one record per business it joined)',
        description:
          'A record is linked when the account joined that business’s waiting room. JSON download.',
        security,
        response: { 200: ZMyPatientDataResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await reads.visitor(request);
      const now = deps.clock.now();
      const records = [];
      for (const linked of await patientsOfAccount(deps, requireUser(request).id)) {
        records.push(await collectPatientData(deps.db, linked.business.id, linked.patientId, now));
      }
      return reply
        .header('content-disposition', 'attachment; filename="my-data.json"')
        .send({ success: true as const, records });
    },
  );

  app.post(
    '/api/me/patient-data/:recordId/erasure-request',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'The signed-in patient asks the business of one of their records to erase it',
        description:
          '201 with the new request; 200 with the open one when asked again. 404 for a record not linked.',
        security,
        params: ZRecordIdParams,
        response: {
          200: ZPatientErasureRequestResponse,
          201: ZPatientErasureRequestResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await erasures.visitor(request);
      const linked = (await patientsOfAccount(deps, requireUser(request).id)).find(
        (record) => record.patientId === request.params.recordId,
      );
      if (!linked) throw patientNotFound();
      await erasures.business(request, linked.business.id);
      const { request: made, created } = await requestErasure(
        deps.db,
        { businessId: linked.business.id, patientId: linked.patientId, source: 'account' },
        deps.clock.now(),
      );
      return reply.status(created ? 201 : 200).send({ success: true as const, request: made });
    },
  );
};

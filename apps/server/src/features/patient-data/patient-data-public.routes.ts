import { preferredLanguage } from '@qtify/shared/i18n/accept-language';
import { ZManageTokenParams } from '@qtify/shared/schemas/booking-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZMyDataQuery,
  ZPatientData,
  ZPatientErasureRequest,
  ZPatientErasureRequestResponse,
} from '@qtify/shared/schemas/patient-data-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { collectPatientData } from './collect-patient-data';
import { latestErasureRequest } from './latest-erasure-request';
import { patientOfManageToken } from './linked-patients';
import { patientDataHtml } from './patient-data-html';
import { patientDataLimit } from './patient-data-limit';
import { requestErasure } from './request-erasure';

const tags = ['patient data'];

/** The patient's data rights from the manage link of a booking (GDPR Art. 15, 17, 20; issue 20). */
export const patientDataPublicRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = { db: context.database.db, clock: context.clock, realtime: context.realtime };
  const reads = patientDataLimit(app, 'read');
  const erasures = patientDataLimit(app, 'erasure');

  app.get(
    '/api/public/bookings/:manageToken/my-data',
    {
      schema: {
        tags,
        summary: 'Everything the business holds about the patient of this booking, as a JSON download',
        description:
          'The record, consent, every appointment (cancelled ones too), every visit of the waiting room, the ' +
          'reminders sent and the erasure request. `Content-Disposition: attachment`. Limited per visitor and ' +
          'per business (429 RATE_LIMITED). The readable page: `…/my-data.html`.',
        params: ZManageTokenParams,
        response: { 200: ZPatientData, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await reads.visitor(request);
      const linked = await patientOfManageToken(deps, request.params.manageToken);
      await reads.business(request, linked.business.id);
      const data = await collectPatientData(deps.db, linked.business.id, linked.patientId, deps.clock.now());
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="my-data.json"')
        .send(data);
    },
  );

  app.get(
    '/api/public/bookings/:manageToken/my-data.html',
    {
      schema: {
        tags,
        summary: 'The same as a printable page in the patient’s language',
        description:
          'Language: `lang`, else the Accept-Language header’s, else the booking’s, else the business’s.',
        params: ZManageTokenParams,
        querystring: ZMyDataQuery,
        response: { 200: z.string(), 400: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await reads.visitor(request);
      const linked = await patientOfManageToken(deps, request.params.manageToken);
      await reads.business(request, linked.business.id);
      const data = await collectPatientData(deps.db, linked.business.id, linked.patientId, deps.clock.now());
      const languageId =
        request.query.lang ??
        preferredLanguage(request.headers['accept-language']) ??
        linked.languageId ??
        linked.business.languageId;
      const html = patientDataHtml(data, {
        languageId,
        industry: linked.business.industry,
        timeZone: linked.business.timeZone,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="my-data.html"')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.get(
    '/api/public/bookings/:manageToken/erasure-request',
    {
      schema: {
        tags,
        summary: 'The patient’s latest erasure request (null: none)',
        params: ZManageTokenParams,
        response: {
          200: z.object({ success: z.literal(true), request: ZPatientErasureRequest.nullable() }),
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      await reads.visitor(request);
      const linked = await patientOfManageToken(deps, request.params.manageToken);
      await reads.business(request, linked.business.id);
      return { success: true as const, request: await latestErasureRequest(deps.db, linked.patientId) };
    },
  );

  app.post(
    '/api/public/bookings/:manageToken/erasure-request',
    {
      schema: {
        tags,
        summary: 'The patient asks the business to erase their data',
        description:
          '201 with the new request; 200 with the open one when asked again (idempotent). Staff confirm or ' +
          'decline it (with a reason shown here); unanswered it runs 30 days later. Limited per visitor and per ' +
          'business (429 RATE_LIMITED).',
        params: ZManageTokenParams,
        response: {
          200: ZPatientErasureRequestResponse,
          201: ZPatientErasureRequestResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await erasures.visitor(request);
      const linked = await patientOfManageToken(deps, request.params.manageToken);
      await erasures.business(request, linked.business.id);
      const { request: made, created } = await requestErasure(
        deps.db,
        { businessId: linked.business.id, patientId: linked.patientId, source: 'manageLink' },
        deps.clock.now(),
      );
      return reply.status(created ? 201 : 200).send({ success: true as const, request: made });
    },
  );
};

import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZMyPortalsResponse,
  ZPatientPrescriptionRequestResponse,
  ZPortalRecordParams,
  ZPortalResponse,
  ZPortalTokenParams,
  ZPrescriptionRequestBody,
} from '@qtify/shared/schemas/prescription-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { loadPortal } from './load-portal';
import { portalOfAccount, portalOfToken, portalsOfAccount } from './portal-patient';
import { prescriptionsDeps } from './prescriptions-deps';
import { sendPrescriptionRequest } from './send-prescription-request';

const tags = ['repeat prescriptions'];
const reads = { rateLimit: { max: 60, timeWindow: '1 minute' } };
// Per visitor (client address); the practice's budget and each patient's daily limit come on top.
const writes = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
const sendRules =
  '`medications` must be names on the patient’s long-term list (422 UNKNOWN_MEDICATION, fields.medications.<i>); ' +
  '`note` only where the practice takes free text (422 FREE_TEXT_NOT_ALLOWED); nothing asked: 422 ' +
  'NOTHING_REQUESTED; more than the practice’s daily limit per patient: 409 PRESCRIPTION_DAILY_LIMIT. ' +
  'The answer’s `readyBy` is the day it will be ready (cut-off and lead time).';

/** The patients' side of repeat prescriptions (issue 23): by personal link, or by a linked account. */
export const patientPortalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = prescriptionsDeps(context, app.log);
  const notFound = { 404: ZErrorResponse, 429: ZErrorResponse };

  app.get(
    '/api/patient-portal/me',
    {
      onRequest: [app.authenticate],
      config: reads,
      schema: {
        tags,
        summary:
          'The signed-in patient’s portals: one per medical practice whose record is linked to the account',
        description:
          'A record is linked when the account joined that practice’s waiting room as that patient.',
        security: [{ bearer: [] }],
        response: { 200: ZMyPortalsResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const now = deps.clock.now();
      const portals = [];
      for (const who of await portalsOfAccount(deps.db, requireUser(request).id)) {
        portals.push({ ...(await loadPortal(deps.db, who, now)), recordId: who.patient.id });
      }
      return { success: true as const, portals };
    },
  );

  app.post(
    '/api/patient-portal/me/:recordId/prescription-requests',
    {
      onRequest: [app.authenticate],
      config: writes,
      schema: {
        tags,
        summary: 'The signed-in patient asks their practice for a repeat prescription',
        description: sendRules,
        security: [{ bearer: [] }],
        params: ZPortalRecordParams,
        body: ZPrescriptionRequestBody,
        response: {
          201: ZPatientPrescriptionRequestResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const who = await portalOfAccount(deps.db, requireUser(request).id, request.params.recordId);
      const made = await sendPrescriptionRequest(deps, who, request.body);
      return reply.status(201).send({ success: true as const, request: made });
    },
  );

  app.get(
    '/api/patient-portal/:token',
    {
      config: reads,
      schema: {
        tags,
        summary: 'The patient’s page of a personal link: name, long-term medications, requests, rules',
        description: 'A revoked or unknown link, or a practice that is not medical: 404.',
        params: ZPortalTokenParams,
        response: { 200: ZPortalResponse, ...notFound },
      },
    },
    async (request) => {
      const who = await portalOfToken(deps.db, request.params.token);
      return { success: true as const, portal: await loadPortal(deps.db, who, deps.clock.now()) };
    },
  );

  app.post(
    '/api/patient-portal/:token/prescription-requests',
    {
      config: { ...writes, publicWrite: 'prescriptionRequest' },
      schema: {
        tags,
        summary: 'The patient asks for a repeat prescription through their personal link',
        description: sendRules,
        params: ZPortalTokenParams,
        headers: z.object({}),
        body: ZPrescriptionRequestBody,
        response: {
          201: ZPatientPrescriptionRequestResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const who = await portalOfToken(deps.db, request.params.token);
      const made = await sendPrescriptionRequest(deps, who, request.body);
      return reply.status(201).send({ success: true as const, request: made });
    },
  );
};

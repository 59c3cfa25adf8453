import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZPatientIdParams } from '@qtify/shared/schemas/patient-schemas';
import {
  ZMedicationsBody,
  ZMedicationsResponse,
  ZPortalLinkBody,
  ZPortalLinkResponse,
  ZPortalLinkStatusResponse,
  ZPrescriptionPatchBody,
  ZPrescriptionRequestIdParams,
  ZPrescriptionRequestResponse,
  ZPrescriptionRequestsQuery,
  ZPrescriptionRequestsResponse,
  ZPrescriptionSettings,
  ZPrescriptionSettingsResponse,
} from '@qtify/shared/schemas/prescription-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { changePrescriptionRequest } from './change-prescription-request';
import { createPortalLink, portalLinkStatus } from './create-portal-link';
import { listPrescriptionRequests } from './list-prescription-requests';
import { getMedications, replaceMedications } from './patient-medications';
import { getPrescriptionSettings, savePrescriptionSettings } from './prescription-settings';
import { prescriptionsDeps } from './prescriptions-deps';

const tags = ['repeat prescriptions'];
const security = [{ bearer: [] }];
// Medical practices only: any other business answers 404 before the role is even looked at.
const industries = ['medical'] as const;
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The practice's side of repeat prescriptions (issue 23), relative to /api/businesses/:businessId. */
export const prescriptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = prescriptionsDeps(context, app.log);

  app.get(
    '/prescription-requests',
    {
      config: { action: 'prescriptions.read', industries },
      schema: {
        tags,
        summary: 'The inbox of repeat-prescription requests, newest first (at most 200), by status',
        security,
        params: ZBusinessIdParams,
        querystring: ZPrescriptionRequestsQuery,
        response: { 200: ZPrescriptionRequestsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      requests: await listPrescriptionRequests(
        deps.db,
        requireMembership(request).businessId,
        request.query.status,
      ),
    }),
  );

  app.patch(
    '/prescription-requests/:requestId',
    {
      config: { action: 'prescriptions.handle', industries },
      schema: {
        tags,
        summary: 'Move a request: inProgress (approve), ready, declined (with a reason), collected',
        description:
          'Moves: new → inProgress | declined; inProgress → ready | declined; ready → collected; else 422 ' +
          'INVALID_TRANSITION. Approving and declining need `prescriptions.prescribe` (owner, practitioner), ' +
          'else 403. A decline without `reason` → 422 REASON_REQUIRED. Ready and declined mail the patient ' +
          '(when the record has an address) that the status changed, naming no medication.',
        security,
        params: ZPrescriptionRequestIdParams,
        body: ZPrescriptionPatchBody,
        response: { 200: ZPrescriptionRequestResponse, ...refusals, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      request: await changePrescriptionRequest(
        deps,
        requireMembership(request),
        request.params.requestId,
        request.body,
      ),
    }),
  );

  app.get(
    '/patients/:patientId/medications',
    {
      config: { action: 'prescriptions.read', industries },
      schema: {
        tags,
        summary: 'A patient’s long-term medications',
        security,
        params: ZPatientIdParams,
        response: { 200: ZMedicationsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      medications: await getMedications(
        deps.db,
        requireMembership(request).businessId,
        request.params.patientId,
      ),
    }),
  );

  app.put(
    '/patients/:patientId/medications',
    {
      config: { action: 'prescriptions.prescribe', industries },
      schema: {
        tags,
        summary: 'Replace a patient’s long-term medications (what they may ask repeats of)',
        description: 'At most 30, names unique (case-insensitive; 400 VALIDATION `duplicateName`).',
        security,
        params: ZPatientIdParams,
        body: ZMedicationsBody,
        response: { 200: ZMedicationsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      medications: await replaceMedications(
        deps,
        requireMembership(request).businessId,
        request.params.patientId,
        request.body,
      ),
    }),
  );

  app.get(
    '/patients/:patientId/portal-link',
    {
      config: { action: 'prescriptions.read', industries },
      schema: {
        tags,
        summary: 'Whether the patient has an active personal link (the token is never stored)',
        security,
        params: ZPatientIdParams,
        response: { 200: ZPortalLinkStatusResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      portalLink: await portalLinkStatus(
        deps,
        requireMembership(request).businessId,
        request.params.patientId,
      ),
    }),
  );

  app.post(
    '/patients/:patientId/portal-link',
    {
      config: { action: 'prescriptions.handle', industries, audit: 'prescriptions.link' },
      schema: {
        tags,
        summary: 'A new personal link for the patient (the previous one stops working)',
        description:
          '201 `{ token, link }`: `link` is the site-relative page (/patient-portal/<token>). `sendEmail: true` ' +
          'mails it to the record’s address (`emailed` says whether it went).',
        security,
        params: ZPatientIdParams,
        body: ZPortalLinkBody,
        response: { 201: ZPortalLinkResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const made = await createPortalLink(
        deps,
        requireMembership(request),
        request.params.patientId,
        request.body ?? {},
      );
      return reply.status(201).send({ success: true as const, ...made });
    },
  );

  app.get(
    '/prescription-settings',
    {
      config: { action: 'prescriptions.read', industries },
      schema: {
        tags,
        summary: 'The practice’s rules: cut-off, lead working days, daily limit per patient, free text',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZPrescriptionSettingsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await getPrescriptionSettings(deps.db, requireMembership(request).businessId),
    }),
  );

  app.put(
    '/prescription-settings',
    {
      config: { action: 'prescriptions.settings', industries },
      schema: {
        tags,
        summary: 'Change the practice’s rules for repeat prescriptions',
        security,
        params: ZBusinessIdParams,
        body: ZPrescriptionSettings,
        response: { 200: ZPrescriptionSettingsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await savePrescriptionSettings(
        deps.db,
        requireMembership(request).businessId,
        request.body,
        deps.clock.now(),
      ),
    }),
  );
};

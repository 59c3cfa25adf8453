import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZPatientDuplicatesResponse,
  ZPatientIdParams,
  ZPatientMergeBody,
  ZPatientPatchBody,
  ZPatientResponse,
  ZPatientsQuery,
  ZPatientsResponse,
} from '@qtify/shared/schemas/patient-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { exportPatients } from './export-patients';
import { getPatientRecord } from './get-patient-record';
import { listDuplicates } from './list-duplicates';
import { listPatients } from './list-patients';
import { mergePatients } from './merge-patients';
import type { PatientLinks } from './patient-links';
import { patientsDeps } from './patients-deps';
import { updatePatient } from './update-patient';

const tags = ['patients'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const ZCsv = z.any().meta({ type: 'string' });

/**
 * A business's patients, relative to /api/businesses/:businessId (API.md "Patients"). `links` are
 * the appointments' and the waiting room's parts of the patient port (patient-links.ts).
 */
export function patientsRoutes(links: PatientLinks): FastifyPluginAsyncZod<AppContext> {
  return async (app, context) => {
    const deps = patientsDeps(context, links);

    app.get(
      '/patients',
      {
        config: { action: 'patients.read' },
        schema: {
          tags,
          summary:
            'A page of patients matching q (name with typos, birthdate, phone digits or SV number) and a filter, with the total',
          security,
          params: ZBusinessIdParams,
          querystring: ZPatientsQuery,
          response: { 200: ZPatientsResponse, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await listPatients(deps, requireMembership(request), request.query)),
      }),
    );

    app.get(
      '/patients/duplicates',
      {
        config: { action: 'patients.merge' },
        schema: {
          tags,
          summary: 'Likely duplicate pairs: the same name and birthdate, or the same phone',
          security,
          params: ZBusinessIdParams,
          response: { 200: ZPatientDuplicatesResponse, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        pairs: await listDuplicates(deps, requireMembership(request)),
      }),
    );

    app.get(
      '/patients/export.csv',
      {
        config: { action: 'patients.export', audit: 'patients.export' },
        schema: {
          tags,
          summary:
            'The patient list (same q and filter) as a CSV file for spreadsheets; recorded in the audit log',
          security,
          params: ZBusinessIdParams,
          querystring: ZPatientsQuery.pick({ q: true, filter: true }),
          response: {
            200: {
              description: 'UTF-8 CSV with a BOM, semicolon-separated',
              content: { 'text/csv': { schema: ZCsv } },
            },
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const csv = await exportPatients(deps, requireMembership(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', 'attachment; filename="patients.csv"')
          .send(csv);
      },
    );

    app.get(
      '/patients/:patientId',
      {
        config: { action: 'patients.read' },
        schema: {
          tags,
          summary: 'A patient’s record: contact, note, consent, every appointment (cancelled too) and visit',
          security,
          params: ZPatientIdParams,
          response: { 200: ZPatientResponse, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        patient: await getPatientRecord(deps, requireMembership(request), request.params.patientId),
      }),
    );

    app.patch(
      '/patients/:patientId',
      {
        config: { action: 'patients.edit' },
        schema: {
          tags,
          summary:
            'Edit a patient’s contact, note and consent (409 PATIENT_DUPLICATE when it becomes another)',
          security,
          params: ZPatientIdParams,
          body: ZPatientPatchBody,
          response: { 200: ZPatientResponse, 409: ZErrorResponse, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        patient: await updatePatient(
          deps,
          requireMembership(request),
          request.params.patientId,
          request.body,
        ),
      }),
    );

    app.post(
      '/patients/:patientId/merge',
      {
        config: { action: 'patients.merge', audit: 'patients.merge' },
        schema: {
          tags,
          summary:
            'Merge the patient into another: every appointment and visit moves, this record is deleted',
          security,
          params: ZPatientIdParams,
          body: ZPatientMergeBody,
          response: { 200: ZPatientResponse, 409: ZErrorResponse, 422: ZErrorResponse, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        patient: await mergePatients(
          deps,
          requireMembership(request),
          request.params.patientId,
          request.body.intoPatientId,
        ),
      }),
    );
  };
}

import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZEntryIdParams, ZStaffEntryResponse } from '@qtify/shared/schemas/queue-schemas';
import { ZAdvanceBody, ZCallBody, ZPutBackBody } from '@qtify/shared/schemas/workflow-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { queueDeps } from './queue-deps';
import { advanceEntry, callEntry, putBackEntry } from './station-actions';

const tags = ['waiting room'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** A station's actions on an entry, relative to /api/businesses/:businessId (business scope). */
export const stationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);

  app.post(
    '/queue/:entryId/call',
    {
      config: { action: 'queue.write', audit: 'queue.call' },
      schema: {
        tags,
        summary:
          'Call a waiting patient to a station: status called, calledAt set; the patient is told which room',
        description:
          '`stationId`: one of the stations of the entry’s stage (422 UNKNOWN_STATION otherwise); without it the ' +
          'station the entry was sent to, if any. The patient hears it by socket (`notification`, with the sound) ' +
          'and Web Push, in their language. Calling a called entry again calls it again (maybe to another station). ' +
          '422 INVALID_TRANSITION for an entry in treatment or done.',
        security,
        params: ZEntryIdParams,
        body: ZCallBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await callEntry(deps, requireMembership(request), request.params.entryId, request.body),
    }),
  );

  app.post(
    '/queue/:entryId/advance',
    {
      config: { action: 'queue.write', audit: 'queue.advance' },
      schema: {
        tags,
        summary:
          'Finish at this stage: on to the next stage (or `stageId`), waiting there; after the last, done',
        description:
          '`stageId`: a stage of the entry’s workflow (422 UNKNOWN_STAGE otherwise), default the next one; the ' +
          'entry waits there from now (a new place at the end of that line). `stationId`: sends it to one station ' +
          'of that stage. At the last stage without `stageId` the visit ends (status done, outcome treated).',
        security,
        params: ZEntryIdParams,
        body: ZAdvanceBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await advanceEntry(deps, requireMembership(request), request.params.entryId, request.body),
    }),
  );

  app.post(
    '/queue/:entryId/put-back',
    {
      config: { action: 'queue.write', audit: 'queue.putBack' },
      schema: {
        tags,
        summary: 'Put a called patient back: waiting again at the same stage, in their old place',
        description: '422 INVALID_TRANSITION unless the entry is called or in treatment.',
        security,
        params: ZEntryIdParams,
        body: ZPutBackBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await putBackEntry(deps, requireMembership(request), request.params.entryId),
    }),
  );
};

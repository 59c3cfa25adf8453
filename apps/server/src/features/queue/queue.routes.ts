import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZCreatedWindowBody } from '@qtify/shared/schemas/created-window-schemas';
import {
  ZAddPatientBody,
  ZBulkRemoveResponse,
  ZEntryIdParams,
  ZNotifyBody,
  ZQueueQuery,
  ZStaffEntriesResponse,
  ZStaffEntryResponse,
  ZStatusBody,
} from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { bulkRemove } from './bulk-remove';
import { changeEntryStatus, notifyEntry } from './change-entry';
import { queueDeps } from './queue-deps';
import { addPatientToQueue, listQueue } from './staff-queue';

const tags = ['waiting room'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** The staff's waiting room, relative to /api/businesses/:businessId (business scope). */
export const queueRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);

  app.get(
    '/queue',
    {
      config: { action: 'queue.read' },
      schema: {
        tags,
        summary: 'Waiting (open, in queue order), today’s or past entries; search by name, filter by status',
        description:
          'Paged: `limit` entries (default 50, at most 200) after `cursor` (the `nextCursor` of the page ' +
          'before; null on the last page). `total` counts every entry of the view and filter on every ' +
          'page, so the list is never cut silently. `ahead` is true on any page; `version` is the ' +
          'place’s queue version it is true for (`queue:changed` messages carry the next ones).',
        security,
        params: ZBusinessIdParams,
        querystring: ZQueueQuery,
        response: { 200: ZStaffEntriesResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listQueue(deps, requireMembership(request), request.query)),
    }),
  );

  app.post(
    '/queue',
    {
      config: { action: 'queue.write' },
      schema: {
        tags,
        summary: 'Add a patient at the desk (checked in, at the end of the queue)',
        description:
          'A patient of the same name and birth date is found again. 409 BIRTHDATE_REQUIRED ' +
          '(`fields.birthdate`) when that name is known and no birth date was given. A restaurant keeps ' +
          '`partySize` (1–99 persons); other industries ignore it.',
        security,
        params: ZBusinessIdParams,
        body: ZAddPatientBody,
        response: { 201: ZStaffEntryResponse, 409: ZErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const entry = await addPatientToQueue(deps, requireMembership(request), request.body);
      return reply.status(201).send({ success: true as const, entry });
    },
  );

  app.post(
    '/queue/bulk-remove',
    {
      config: { action: 'queue.write', audit: 'queue.removeMany' },
      schema: {
        tags,
        summary: 'Remove every self-registered waiting entry created in a time window (after a flood)',
        description:
          'Removes the entries created in [createdFrom, createdTo) that joined by QR code or link and still ' +
          'wait (notHere, checkIn), with the patients and temporary accounts that existed only for them. ' +
          'Desk entries are not removed: staff added those people themselves, and a flood comes through the ' +
          'public link; entries in treatment are not either (someone is being served). One queue version: ' +
          'the removed patients’ pages hear that their place is gone. With `dryRun: true` nothing changes ' +
          'and `removed` says how many would go. 400 VALIDATION (`createdTo`: endBeforeStart) when the ' +
          'window is empty or reversed.',
        security,
        params: ZBusinessIdParams,
        body: ZCreatedWindowBody,
        response: { 200: ZBulkRemoveResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      removed: await bulkRemove(deps, requireMembership(request), request.body),
    }),
  );

  app.patch(
    '/queue/:entryId',
    {
      config: { action: 'queue.write' },
      schema: {
        tags,
        summary: 'Change the status (notHere ⇄ checkIn → inTreatment → done); 422 INVALID_TRANSITION',
        security,
        params: ZEntryIdParams,
        body: ZStatusBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await changeEntryStatus(deps, requireMembership(request), request.params.entryId, request.body),
    }),
  );

  app.post(
    '/queue/:entryId/notify',
    {
      config: { action: 'queue.write', audit: 'queue.notify' },
      schema: {
        tags,
        summary: 'Notify now: marks message-sent and reaches the patient by socket and Web Push',
        security,
        params: ZEntryIdParams,
        body: ZNotifyBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await notifyEntry(
        deps,
        requireMembership(request),
        request.params.entryId,
        request.body.message,
      ),
    }),
  );
};

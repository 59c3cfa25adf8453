import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZBroadcastBody,
  ZBroadcastResponse,
  ZMoveBody,
  ZUrgentBody,
} from '@qtify/shared/schemas/queue-priority-schemas';
import { ZEntryIdParams, ZStaffEntryResponse } from '@qtify/shared/schemas/queue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { broadcastToWaiting } from './broadcast';
import { markNoShow, restoreEntry } from './no-show';
import { queueDeps } from './queue-deps';
import { moveEntry, setUrgent } from './reorder';

const tags = ['waiting room'];
const security = [{ bearer: [] }];
const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZErrorResponse,
};
const ZNoBody = z.object({}).nullish();

/** Issue 21's staff actions on the line, relative to /api/businesses/:businessId (business scope). */
export const queuePriorityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);

  app.patch(
    '/queue/:entryId/urgent',
    {
      config: { action: 'queue.prioritize' },
      schema: {
        tags,
        summary: 'Mark urgent (to the front, behind earlier urgent ones) or not (back to its order)',
        description:
          'Only a waiting entry (notHere, checkIn); else 422 INVALID_TRANSITION. Asking for what is changes nothing.',
        security,
        params: ZEntryIdParams,
        body: ZUrgentBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await setUrgent(deps, requireMembership(request), request.params.entryId, request.body.urgent),
    }),
  );

  app.post(
    '/queue/:entryId/move',
    {
      config: { action: 'queue.prioritize' },
      schema: {
        tags,
        summary: 'Reorder: put a waiting entry behind another (`afterEntryId`), or to the front (null)',
        description:
          'Both must wait (notHere, checkIn), else 422 INVALID_TRANSITION; an unknown one 404. Everyone’s ' +
          'position follows from one `queue:moved` step.',
        security,
        params: ZEntryIdParams,
        body: ZMoveBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await moveEntry(
        deps,
        requireMembership(request),
        request.params.entryId,
        request.body.afterEntryId,
      ),
    }),
  );

  app.post(
    '/queue/:entryId/no-show',
    {
      config: { action: 'queue.write' },
      schema: {
        tags,
        summary: 'No-show: status noShow, out of the waiting view, counted on the patient’s record',
        description: 'From notHere or checkIn; else 422 INVALID_TRANSITION. Undo with …/restore.',
        security,
        params: ZEntryIdParams,
        body: ZNoBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await markNoShow(deps, requireMembership(request), request.params.entryId),
    }),
  );

  app.post(
    '/queue/:entryId/restore',
    {
      config: { action: 'queue.write' },
      schema: {
        tags,
        summary: 'Put a no-show back in the line at its old place, checked in',
        description: 'Only a no-show; else 422 INVALID_TRANSITION. The no-show leaves the patient’s record.',
        security,
        params: ZEntryIdParams,
        body: ZNoBody,
        response: { 200: ZStaffEntryResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      entry: await restoreEntry(deps, requireMembership(request), request.params.entryId),
    }),
  );

  app.post(
    '/queue/broadcast',
    {
      config: {
        action: 'queue.broadcast',
        audit: 'queue.broadcast',
        // A message to every waiting phone: 10 an hour per business is plenty for "running late".
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          keyGenerator: (request) => `broadcast:${(request.params as { businessId: string }).businessId}`,
        },
      },
      schema: {
        tags,
        summary: 'One message to everyone waiting (socket and Web Push); `reached` counts them',
        description:
          'Patients in treatment, finished or no-shows do not get it. `showForMinutes` (0, 30, 60, 120) also keeps it in the patient room that long, as an announcement to patients. 429 RATE_LIMITED beyond 10 an hour.',
        security,
        params: ZBusinessIdParams,
        body: ZBroadcastBody,
        response: { 200: ZBroadcastResponse, ...refusals, 429: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      reached: await broadcastToWaiting(deps, requireMembership(request), request.body),
    }),
  );
};

import {
  ZAnnouncementBody,
  ZAnnouncementIdParams,
  ZAnnouncementPatchBody,
  ZAnnouncementResponse,
  ZAnnouncementsResponse,
} from '@qtify/shared/schemas/announcement-schemas';
import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { announcementsDeps } from './announcements-deps';
import { createAnnouncement } from './create-announcement';
import { deleteAnnouncement } from './delete-announcement';
import { listAnnouncements } from './list-announcements';
import { updateAnnouncement } from './update-announcement';

const tags = ['announcements'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const rules =
  '`audience`: `public` shows on the business’s public pages and in the patient room, `patients` only in ' +
  'the patient room, `staff` only to its staff. `until` (ISO instant) must lie ahead and within 366 days ' +
  '(400 VALIDATION, fields.until `untilPast` | `untilTooFar`); absent or null: until removed. Plain text, ' +
  'at most 500 characters. 409 TOO_MANY_ANNOUNCEMENTS with 50 current announcements already.';

/** A business's announcements, relative to /api/businesses/:businessId (business scope). */
export const announcementsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = announcementsDeps(context);

  app.get(
    '/announcements',
    {
      config: { action: 'announcements.read' },
      schema: {
        tags,
        summary: 'Every current announcement (newest first), then the latest ended ones',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZAnnouncementsResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      announcements: await listAnnouncements(deps, requireMembership(request)),
    }),
  );

  app.post(
    '/announcements',
    {
      config: { action: 'announcements.write' },
      schema: {
        tags,
        summary: 'Post an announcement; it shows at once, live, where its audience looks',
        description: rules,
        security,
        params: ZBusinessIdParams,
        body: ZAnnouncementBody,
        response: { 201: ZAnnouncementResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const announcement = await createAnnouncement(deps, requireMembership(request), request.body);
      return reply.status(201).send({ success: true as const, announcement });
    },
  );

  app.patch(
    '/announcements/:announcementId',
    {
      config: { action: 'announcements.write' },
      schema: {
        tags,
        summary: 'Change an announcement’s text, audience or end; `endNow: true` ends it at once',
        description: rules,
        security,
        params: ZAnnouncementIdParams,
        body: ZAnnouncementPatchBody,
        response: { 200: ZAnnouncementResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      announcement: await updateAnnouncement(
        deps,
        requireMembership(request),
        request.params.announcementId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/announcements/:announcementId',
    {
      config: { action: 'announcements.write' },
      schema: {
        tags,
        summary: 'Remove an announcement for good',
        security,
        params: ZAnnouncementIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await deleteAnnouncement(deps, requireMembership(request), request.params.announcementId);
      return reply.status(204).send();
    },
  );
};

import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZInvitationAcceptResponse,
  ZInvitationPreviewResponse,
  ZInvitationTokenParams,
} from '@qtify/shared/schemas/team-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { acceptInvitation, previewInvitation } from './accept-invitation';
import { teamDeps } from './team-deps';

const tags = ['team'];
// Guessing 256-bit tokens is hopeless; the limit keeps anyone from trying all the same.
const rateLimit = { max: 20, timeWindow: '1 minute' };

/** The invitee's side of an invitation link (`/invitation?token=…`). */
export const invitationTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = teamDeps(context);

  app.get(
    '/api/invitations/:token',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Which business and role an invitation is for; 422 INVALID_TOKEN if used, expired or unknown',
        params: ZInvitationTokenParams,
        response: { 200: ZInvitationPreviewResponse, 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await previewInvitation(deps, request.params.token),
    }),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      onRequest: [app.authenticate],
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Join the business of the invitation (signed in); it becomes the active business',
        description: '422 INVALID_TOKEN for a used, expired, revoked or unknown link.',
        security: [{ bearer: [] }],
        params: ZInvitationTokenParams,
        response: {
          200: ZInvitationAcceptResponse,
          401: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const joined = await acceptInvitation(deps, requireUser(request).id, request.params.token);
      return { success: true as const, ...joined };
    },
  );
};

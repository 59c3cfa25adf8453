import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZInvitationBody,
  ZInvitationIdParams,
  ZInvitationResponse,
  ZInvitationsResponse,
} from '@qtify/shared/schemas/team-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { inviteMember } from './invite-member';
import { listInvitations, revokeInvitation } from './manage-invitations';
import { teamDeps } from './team-deps';

const tags = ['team'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Invitations to join the business (API.md "Team"), relative to /api/businesses/:businessId. */
export const invitationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = teamDeps(context);

  app.get(
    '/invitations',
    {
      config: { action: 'members.read' },
      schema: {
        tags,
        summary: 'The pending invitations, newest first',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZInvitationsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      invitations: await listInvitations(deps, requireMembership(request)),
    }),
  );

  app.post(
    '/invitations',
    {
      config: {
        action: 'members.write',
        audit: 'members.invite',
        // Every invitation is a mail to an address of the caller's choosing: 30 an hour per business.
        rateLimit: {
          max: 30,
          timeWindow: '1 hour',
          keyGenerator: (request) => `invite:${(request.params as { businessId: string }).businessId}`,
        },
      },
      schema: {
        tags,
        summary: 'Invite by e-mail { email, role: manager|reception|practitioner, doctorId? }',
        description:
          'Mails a single-use /invitation?token=… link valid 7 days. 403 FORBIDDEN for a role not below ' +
          'the caller’s; 409 ALREADY_MEMBER; 422 UNKNOWN_DOCTOR; 429 RATE_LIMITED.',
        security,
        params: ZBusinessIdParams,
        body: ZInvitationBody,
        response: {
          201: ZInvitationResponse,
          ...refusals,
          409: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const invitation = await inviteMember(deps, requireMembership(request), request.body);
      return reply.status(201).send({ success: true as const, invitation });
    },
  );

  app.delete(
    '/invitations/:invitationId',
    {
      config: { action: 'members.write', audit: 'members.revokeInvitation' },
      schema: {
        tags,
        summary: 'Revoke a pending invitation: its link stops working',
        security,
        params: ZInvitationIdParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await revokeInvitation(deps, requireMembership(request), request.params.invitationId);
      return reply.status(204).send(null);
    },
  );
};

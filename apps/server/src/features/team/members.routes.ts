import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZMemberParams,
  ZMemberPatchBody,
  ZMemberResponse,
  ZMembersResponse,
  ZTransferOwnershipBody,
} from '@qtify/shared/schemas/team-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isUuid } from '../../db/is-uuid';
import { requireMembership } from '../../plugins/business-scope';
import { changeMember } from './change-member';
import { listMembers } from './list-members';
import { leaveBusiness, removeMember } from './remove-member';
import { teamDeps } from './team-deps';
import { memberNotFound } from './team-errors';
import { transferOwnership } from './transfer-ownership';

const tags = ['team'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const memberId = (userId: string) => {
  if (!isUuid(userId)) throw memberNotFound();
  return userId;
};

/** The business's members (API.md "Team"), relative to /api/businesses/:businessId. */
export const membersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = teamDeps(context);

  app.get(
    '/members',
    {
      config: { action: 'members.read' },
      schema: {
        tags,
        summary: 'The members with role, linked doctor and last activity (owners and managers)',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZMembersResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      members: await listMembers(deps, requireMembership(request)),
    }),
  );

  app.patch(
    '/members/:userId',
    {
      config: { action: 'members.write' },
      schema: {
        tags,
        summary: 'Change a member’s role { role?, doctorId? } (only roles below the caller’s)',
        description: '403 FORBIDDEN for a role not below the caller’s; 422 UNKNOWN_DOCTOR.',
        security,
        params: ZMemberParams,
        body: ZMemberPatchBody,
        response: { 200: ZMemberResponse, ...refusals, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      member: await changeMember(
        deps,
        requireMembership(request),
        memberId(request.params.userId),
        request.body,
      ),
    }),
  );

  app.delete(
    '/members/:userId',
    {
      config: { action: 'members.write', audit: 'members.remove' },
      schema: {
        tags,
        summary: 'Remove a member at once (their open sockets leave the business too)',
        description: '409 OWNER_MUST_TRANSFER for the owner.',
        security,
        params: ZMemberParams,
        response: { 204: z.null(), ...refusals, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await removeMember(deps, requireMembership(request), memberId(request.params.userId));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/membership',
    {
      config: { action: 'membership.leave', audit: 'members.leave' },
      schema: {
        tags,
        summary: 'Leave the business (the owner transfers it first: 409 OWNER_MUST_TRANSFER)',
        security,
        params: ZBusinessIdParams,
        response: { 204: z.null(), ...refusals, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await leaveBusiness(deps, requireMembership(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/transfer-ownership',
    {
      config: { action: 'business.transfer', audit: 'business.transfer' },
      schema: {
        tags,
        summary: 'Hand the business to another member { userId }; the owner becomes a manager',
        security,
        params: ZBusinessIdParams,
        body: ZTransferOwnershipBody,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await transferOwnership(deps, requireMembership(request), request.body.userId);
      return reply.status(204).send(null);
    },
  );
};

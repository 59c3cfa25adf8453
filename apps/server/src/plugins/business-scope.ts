import type { Industry } from '@qtify/shared/domain/industry';
import { ACTIONS, type Action, can } from '@qtify/shared/domain/team-policy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { isUuid } from '../db/is-uuid';
import { businessNotFound, forbidden } from '../features/businesses/business-errors';
import { findBusiness } from '../features/businesses/businesses.service';
import type { Membership } from '../features/memberships/membership';
import { markMemberActive, membershipOf } from '../features/memberships/memberships.service';
import { requireUser } from './auth';
import { recordRouteAudit } from './record-route-audit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's membership of the business in the URL, on business-scoped routes; null elsewhere. */
    membership: Membership | null;
  }
  interface FastifyContextConfig {
    /** What a business-scoped route does (team-policy.ts): the scope refuses roles that may not. */
    action?: Action;
    /**
     * The audit log's name of what a write did, when the default (`<area>.<create|update|delete>`
     * from the action and method) says too little; false for a POST that changes nothing (a preview).
     */
    audit?: string | false;
    /**
     * The industries the route exists for (repeat prescriptions: medical only). Any other business
     * answers 404 NOT_FOUND, before the role is looked at: the route does not exist there.
     */
    industries?: readonly Industry[];
  }
}

/** Every route under this prefix belongs to one business and is registered by registerBusinessScope. */
export const BUSINESS_SCOPE_PREFIX = '/api/businesses/:businessId';

/** The caller's membership on a business-scoped route (the scope has checked it and the action). */
export function requireMembership(request: FastifyRequest): Membership {
  if (!request.membership) throw businessNotFound();
  return request.membership;
}

const KNOWN_ACTIONS = new Set<string>(ACTIONS);

function checkMembership(context: AppContext) {
  const { db } = context.database;
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    const { businessId } = request.params as { businessId?: string };
    const membership = isUuid(businessId) ? await membershipOf(db, user.id, businessId) : undefined;
    if (!membership) throw businessNotFound();
    const { industries } = request.routeOptions.config;
    if (industries) {
      const business = await findBusiness(db, membership.businessId);
      if (!business || !industries.includes(business.industry as Industry)) throw businessNotFound();
    }
    // The start-up guard below makes sure every scoped route has one.
    const action = request.routeOptions.config.action as Action;
    if (!can(membership.role, action)) throw forbidden();
    request.membership = membership;
    await markMemberActive(db, membership, context.clock.now());
  };
}

/** Refuses, at start-up, a scoped route that does not say which action of the policy it is. */
function requireAction(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const action = (route.config as { action?: string } | undefined)?.action;
    if (!action || !KNOWN_ACTIONS.has(action)) {
      throw new Error(
        `${route.method} ${route.url} must declare config.action, one of team-policy.ts's ACTIONS`,
      );
    }
  });
}

/**
 * Registers route plugins under `/api/businesses/:businessId` (their URLs are relative to it:
 * '' is the business itself, '/doctors' its doctors). Before anything else of a request, even
 * before its body is parsed or validated, the scope authenticates the caller and checks that they
 * are a member of that business: anyone else gets 404 NOT_FOUND (DESIGN.md "Tenancy"), so a
 * foreign id never reveals that the business exists or what a route expects. Then the member's
 * role must allow the route's `config.action` (team-policy.ts), else 403 FORBIDDEN. A write that
 * succeeded leaves one event in the audit log, recorded here so that no route can forget it.
 * Handlers read `requireMembership(request)` and scope every query by its businessId.
 *
 * @example await registerBusinessScope(app, context, [businessRoutes, businessQrRoutes, doctorsRoutes]);
 */
export async function registerBusinessScope(
  app: FastifyInstance,
  context: AppContext,
  routes: FastifyPluginAsyncZod<AppContext>[],
): Promise<void> {
  await app.register(
    async (scope) => {
      requireAction(scope);
      scope.decorateRequest('membership', null);
      scope.addHook('onRequest', scope.authenticate);
      scope.addHook('onRequest', checkMembership(context));
      scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        await recordRouteAudit(context, request, reply, payload);
        return payload;
      });
      for (const plugin of routes) await scope.register(plugin, context);
    },
    { prefix: BUSINESS_SCOPE_PREFIX },
  );
}

/**
 * Refuses, at start-up, a route under /api/businesses/:… that is registered outside the business
 * scope: it would skip the membership check. Install on the root instance before any route.
 */
export function guardBusinessScope(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const scoped = route.url.startsWith('/api/businesses/:');
    if (scoped && !(route.prefix ?? '').startsWith(BUSINESS_SCOPE_PREFIX)) {
      throw new Error(
        `${route.method} ${route.url} must be registered with registerBusinessScope (plugins/business-scope.ts)`,
      );
    }
  });
}

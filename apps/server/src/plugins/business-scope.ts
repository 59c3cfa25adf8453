import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import type { AppDatabase } from '../db/database';
import { isUuid } from '../db/is-uuid';
import { businessNotFound, ownerOnly } from '../features/businesses/business-errors';
import type { Membership } from '../features/memberships/membership';
import { membershipOf } from '../features/memberships/memberships.service';
import { requireUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's membership of the business in the URL, on business-scoped routes; null elsewhere. */
    membership: Membership | null;
  }
}

/** Every route under this prefix belongs to one business and is registered by registerBusinessScope. */
export const BUSINESS_SCOPE_PREFIX = '/api/businesses/:businessId';

/** The caller's membership on a business-scoped route (the scope has checked it). */
export function requireMembership(request: FastifyRequest): Membership {
  if (!request.membership) throw businessNotFound();
  return request.membership;
}

/** The caller's membership, if they own the business; 403 FORBIDDEN for staff. */
export function requireOwner(request: FastifyRequest): Membership {
  const membership = requireMembership(request);
  if (membership.role !== 'owner') throw ownerOnly();
  return membership;
}

function checkMembership(db: AppDatabase) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    const { businessId } = request.params as { businessId?: string };
    const membership = isUuid(businessId) ? await membershipOf(db, user.id, businessId) : undefined;
    if (!membership) throw businessNotFound();
    request.membership = membership;
  };
}

/**
 * Registers route plugins under `/api/businesses/:businessId` (their URLs are relative to it:
 * '' is the business itself, '/doctors' its doctors). Before anything else of a request, even
 * before its body is parsed or validated, the scope authenticates the caller and checks that they
 * are a member of that business: anyone else gets 404 NOT_FOUND (DESIGN.md "Tenancy"), so a
 * foreign id never reveals that the business exists or what a route expects. Handlers read
 * `requireMembership(request)` and scope every query by its businessId.
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
      scope.decorateRequest('membership', null);
      scope.addHook('onRequest', scope.authenticate);
      scope.addHook('onRequest', checkMembership(context.database.db));
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

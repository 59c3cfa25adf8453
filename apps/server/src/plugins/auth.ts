import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import {
  type AuthenticateDeps,
  type AuthenticatedUser,
  authenticateToken,
} from '../features/auth/authenticate-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller on routes that run `app.authenticate`; null elsewhere. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /**
     * Hook for every route that needs a signed-in user: `{ onRequest: [app.authenticate] }`.
     * Reads `Authorization: Bearer <token>`, sets `request.user`, or answers 401 UNAUTHENTICATED.
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

// Our tokens are 43 characters; anything much longer is not one and is not worth hashing.
const BEARER = /^Bearer +([A-Za-z0-9_\-.~+/]{1,200}=*)$/i;

const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Please log in', { headers: { 'www-authenticate': 'Bearer' } });

/** The signed-in caller of an authenticated route (one that runs `app.authenticate`). */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Bearer-session authentication (DESIGN.md "plugins/auth"). Registered on the root instance, so
 * every feature's routes can use `app.authenticate`. Use it as an onRequest hook: a caller without
 * a valid token learns nothing about the body the route expects.
 */
export function registerAuth(app: FastifyInstance, deps: AuthenticateDeps): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    // A route inside a scope that already authenticates (the business scope) may list it again.
    if (request.user) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const user = token ? await authenticateToken(deps, token) : undefined;
    if (!user) throw unauthenticated();
    request.user = user;
  });
}

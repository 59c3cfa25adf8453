import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { authRoutes } from './auth.routes';
import { createAuthDeps } from './auth-deps';
import { passwordRoutes } from './password.routes';
import { userRoutes } from './user.routes';
import { verifyEmailRoutes } from './verify-email.routes';

/** The accounts feature: its shared dependencies (hasher, limiters) and its routes. */
export const authFeature: FastifyPluginAsync<AppContext> = async (app, context) => {
  const deps = await createAuthDeps(context);
  await app.register(authRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(verifyEmailRoutes, deps);
};

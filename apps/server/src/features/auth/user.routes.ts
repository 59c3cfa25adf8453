import { ZUpdateUserBody, ZUserResponse } from '@qtify/shared/schemas/auth-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { AuthDeps } from './auth-deps';
import { getCurrentUser } from './get-current-user';
import { updateUser } from './update-user';

const tags = ['accounts'];
const bearer = [{ bearer: [] }];

/** The signed-in user's own profile. */
export const userRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.get(
    '/api/auth/user',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: ZUserResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const user = await getCurrentUser(deps, requireUser(request).id);
      return { success: true as const, user };
    },
  );

  app.patch(
    '/api/auth/user',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Change name, language, notification preference or active business',
        security: bearer,
        body: ZUpdateUserBody,
        response: { 200: ZUserResponse, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const user = await updateUser(deps, requireUser(request).id, request.body);
      return { success: true as const, user };
    },
  );
};

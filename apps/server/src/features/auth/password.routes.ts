import {
  ZChangePasswordBody,
  ZForgotPasswordBody,
  ZResetPasswordBody,
} from '@qtify/shared/schemas/auth-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { siteOrigin } from '../../site-origin';
import type { AuthDeps } from './auth-deps';
import { changePassword } from './change-password';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

const tags = ['accounts'];

/** Changing a password while signed in, and resetting a forgotten one by e-mail. */
export const passwordRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/auth/change-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Change the password; every other session of the user ends',
        security: [{ bearer: [] }],
        body: ZChangePasswordBody,
        response: {
          204: z.undefined(),
          400: ZErrorResponse,
          401: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await changePassword(deps, { ...requireUser(request), ip: request.ip }, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a reset link if the address has an account; always 202',
        description:
          '5 requests an hour per e-mail address and a few per client address (LIMIT_RESETS_PER_ADDRESS), ' +
          'then 429 RATE_LIMITED with Retry-After. At most 3 mails an hour reach one address from public actions.',
        body: ZForgotPasswordBody,
        response: { 202: z.object({ success: z.literal(true) }), 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        deps,
        { email: request.body.email, ip: request.ip },
        siteOrigin(deps.config),
      );
      return reply.status(202).send({ success: true as const });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset link; every session ends',
        body: ZResetPasswordBody,
        response: { 204: z.undefined(), 400: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.status(204).send();
    },
  );
};

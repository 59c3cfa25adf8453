import { ZVerifyEmailBody } from '@qtify/shared/schemas/auth-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import type { AuthDeps } from './auth-deps';
import { resendVerificationMail } from './resend-verification-mail';
import { verifyEmail } from './verify-email';

const tags = ['accounts'];

/** Verifying the account's e-mail address by the link of the verification mail. */
export const verifyEmailRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Verify the account’s e-mail address with the token of the mailed link (no login needed)',
        description:
          'Single use; a link is valid for 48 hours and only for the address it was sent to. A used, expired ' +
          'or unknown token: 422 INVALID_TOKEN.',
        body: ZVerifyEmailBody,
        response: { 204: z.undefined(), 400: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await verifyEmail(deps, request.body.token);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Mail the signed-in user a new verification link',
        description:
          'Nothing is sent when the address is verified already. 3 an hour per user, and at most 3 mails ' +
          'an hour to one address from public actions (the sign-up mail counts): 429 RATE_LIMITED with ' +
          'Retry-After. A guest account: 403 FORBIDDEN.',
        security: [{ bearer: [] }],
        response: {
          202: z.object({ success: z.literal(true) }),
          401: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await resendVerificationMail(deps, requireUser(request));
      return reply.status(202).send({ success: true as const });
    },
  );
};

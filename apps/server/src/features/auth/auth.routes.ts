import {
  ZLoginBody,
  ZSignupBody,
  ZTokenResponse,
  ZUpgradeBody,
  ZUserResponse,
} from '@qtify/shared/schemas/auth-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import type { AuthDeps } from './auth-deps';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { signUp } from './sign-up';
import { upgradeTemporaryUser } from './upgrade-temporary-user';

const tags = ['accounts'];
const bearer = [{ bearer: [] }];

/** Signing up, in and out, and making a temporary account permanent (API.md "Accounts"). */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in; answers the bearer token',
        description:
          'A verification mail with a `/verify-email?token=…` link goes to the address (the account’s ' +
          'businesses open online once it is followed). A few sign-ups per client address an hour ' +
          '(LIMIT_SIGNUPS_PER_ADDRESS), then 429 RATE_LIMITED with Retry-After.',
        body: ZSignupBody,
        response: {
          201: ZTokenResponse,
          400: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const token = await signUp(deps, request.body, request.ip);
      return reply.status(201).send({ success: true as const, data: token });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; answers the bearer token',
        description:
          'Wrong passwords slow the account (after 3 in a row each attempt waits 1 s, 2 s, 4 s … at most ' +
          '60 s) and lock the client address (10 in 15 minutes, for any account): 429 RATE_LIMITED with ' +
          'Retry-After. An address the account signed in from before is slowed only by its own failures.',
        body: ZLoginBody,
        response: { 200: ZTokenResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const token = await logIn(deps, { ...request.body, ip: request.ip });
      return { success: true as const, data: token };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'End this session; its token stops working',
        security: bearer,
        response: { 204: z.undefined(), 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await logOut(deps, requireUser(request).sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/upgrade',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Make a temporary account permanent with e-mail and password (same user id)',
        security: bearer,
        body: ZUpgradeBody,
        response: {
          200: ZUserResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await upgradeTemporaryUser(deps, requireUser(request), request.body);
      return { success: true as const, user };
    },
  );
};

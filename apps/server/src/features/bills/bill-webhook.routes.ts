import {
  ZBillWebhookBody,
  ZBillWebhookResponse,
  ZBillWebhookSecretResponse,
} from '@qtify/shared/schemas/bill-schemas';
import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { deleteBillWebhook, getBillWebhook, saveBillWebhook } from './bill-webhook-settings';
import { billsDeps } from './bills-deps';

const tags = ['bills'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const ZRotateBody = ZBillWebhookBody.partial().extend({ rotate: z.boolean('invalid').optional() });

/** The webhook that receives each finished bill (issue 22), relative to /api/businesses/:businessId. */
export const billWebhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = { ...billsDeps(context, app.log), allowLoopback: context.config.billWebhooks.allowLoopback };

  app.get(
    '/bill-webhook',
    {
      config: { action: 'bills.settings' },
      schema: {
        tags,
        summary: 'The webhook address and its latest deliveries (the secret is never shown again)',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZBillWebhookResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      webhook: await getBillWebhook(deps.db, requireMembership(request).businessId),
    }),
  );

  app.put(
    '/bill-webhook',
    {
      config: { action: 'bills.settings' },
      schema: {
        tags,
        summary: 'Set the webhook address (https); the first time, or with `rotate: true`, a new secret',
        description:
          'Each finished bill is POSTed as JSON with `X-Signature: sha256=<hex HMAC-SHA256 of the raw body ' +
          'with the secret>` and `X-Timestamp` (Unix seconds); a non-2xx answer or a timeout is retried with ' +
          'growing delays. `secret` is in this answer only when new. 422 WEBHOOK_ADDRESS_NOT_ALLOWED for an ' +
          'address on a private or loopback network.',
        security,
        params: ZBusinessIdParams,
        body: ZRotateBody,
        response: {
          200: ZBillWebhookSecretResponse.partial({ secret: true }),
          ...refusals,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await saveBillWebhook(deps, requireMembership(request).businessId, request.body)),
    }),
  );

  app.delete(
    '/bill-webhook',
    {
      config: { action: 'bills.settings' },
      schema: {
        tags,
        summary: 'Stop sending finished bills (the delivery log stays)',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZBillWebhookResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      webhook: await deleteBillWebhook(deps.db, requireMembership(request).businessId),
    }),
  );
};

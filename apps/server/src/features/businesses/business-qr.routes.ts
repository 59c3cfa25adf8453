import { ZBusinessIdParams, ZQrQuery } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { siteOrigin } from '../../site-origin';
import { businessesDeps } from './businesses-deps';
import { getBusinessQr } from './get-business-qr';
import { QR_CONTENT_TYPES, type QrFormat } from './qr-image';

const bearer = [{ bearer: [] }];
const FORMATS: QrFormat[] = ['svg', 'png'];
// The body is the image itself (an SVG string or PNG bytes), sent as is, not serialised as JSON.
const ZImage = z.any().meta({ type: 'string', format: 'binary' });

/**
 * The business's QR code, which leads patients to its registration page (business scope).
 * `?download=1` makes the browser save it as `qr-code-<name>.<format>` (qrFileName); `?line=<workflowId>`
 * makes it the code of one line (422 UNKNOWN_WORKFLOW for one not of this business).
 */
export const businessQrRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = businessesDeps(context);

  for (const format of FORMATS) {
    app.get(
      `/qr.${format}`,
      {
        config: { action: 'business.read' },
        schema: {
          tags: ['businesses'],
          summary: `The QR code of the patient registration link (absolute), as ${format.toUpperCase()}`,
          security: bearer,
          params: ZBusinessIdParams,
          querystring: ZQrQuery,
          response: {
            200: {
              description: 'The image',
              content: { [QR_CONTENT_TYPES[format]]: { schema: ZImage } },
            },
            400: ZErrorResponse,
            401: ZErrorResponse,
            404: ZErrorResponse,
            422: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const origin = siteOrigin(context.config);
        const qr = await getBusinessQr(deps, requireMembership(request), origin, format, request.query.line);
        // Private: staff-only. The code never changes (public id and site origin are fixed),
        // so a few minutes in the browser's cache save re-rendering on every page view.
        reply.type(QR_CONTENT_TYPES[format]).header('cache-control', 'private, max-age=300');
        if (request.query.download === '1') {
          reply.header('content-disposition', `attachment; filename="${qr.fileName}"`);
        }
        return reply.send(qr.image);
      },
    );
  }
};

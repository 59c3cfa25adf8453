import { ZPublicBusinessResponse, ZPublicIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { businessesDeps } from './businesses-deps';
import { getPublicBusiness } from './get-public-business';

/** What the patients' registration and booking pages load first (no login). */
export const publicBusinessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = businessesDeps(context);

  app.get(
    '/api/public/businesses/:publicId',
    {
      schema: {
        tags: ['booking'],
        summary: 'Name, industry, colour theme and time zone of a business, by the public id of its links',
        description:
          '`openOnline` is false until an owner of the business has verified their e-mail address: until then ' +
          'public booking and self-registration answer 403 EMAIL_NOT_VERIFIED.',
        params: ZPublicIdParams,
        response: { 200: ZPublicBusinessResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const business = await getPublicBusiness(deps, request.params.publicId);
      return { success: true as const, business };
    },
  );
};

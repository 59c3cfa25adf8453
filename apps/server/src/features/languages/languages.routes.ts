import { LANGUAGES } from '@qtify/shared/i18n/languages';
import { ZLanguagesResponse } from '@qtify/shared/schemas/language-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The interface languages (SPEC §7): German first, because the first one is the default. */
export const languagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/language/getAll',
    {
      schema: {
        tags: ['languages'],
        summary: 'The languages of the interface; the first is the default',
        response: { 200: ZLanguagesResponse },
      },
    },
    // The same for everyone and no personal data: the one API answer caches may keep (for a day).
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, languages: LANGUAGES.map(({ id, text }) => ({ id, text })) };
    },
  );
};

import { ZAltchaHeader, ZChallengeErrorResponse } from '@qtify/shared/schemas/challenge-schemas';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { guardPublicWrite } from './guard-public-write';
import { PUBLIC_WRITES, type PublicWriteKind } from './public-write-kinds';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public write that the place's budget and the proof-of-work challenge guard (issue 16). */
    publicWrite?: PublicWriteKind;
  }
}

/**
 * Guards every route that declares `config: { publicWrite: '<kind>' }`: it gets the `X-Altcha`
 * header and the 429 answer in its schema (so OpenAPI shows them) and, after validation, the place's
 * budget check (guard-public-write.ts). The per-address limit (@fastify/rate-limit) still runs first,
 * before the body is even read. Install on the root instance before any route.
 */
export function registerPublicWriteGuard(app: FastifyInstance, context: AppContext): void {
  const deps = { db: context.database.db, clock: context.clock, config: context.config };
  app.addHook('onRoute', (route) => {
    const kind = route.config?.publicWrite;
    if (!kind) return;
    const schema = route.schema ?? {};
    const headers = schema.headers ?? z.object({});
    if (!(headers instanceof z.ZodObject) || !schema.params)
      throw new Error(`${route.method} ${route.url}: a public write needs zod params and headers schemas`);
    route.schema = {
      ...schema,
      headers: headers.extend({ 'x-altcha': ZAltchaHeader }),
      response: { ...(schema.response as object), 429: ZChallengeErrorResponse },
    };
    const guard: preHandlerHookHandler = async (request) => {
      const params = request.params as Record<string, string>;
      const write = PUBLIC_WRITES[kind];
      const publicId = 'placeOf' in write ? await write.placeOf(deps.db, params) : params.publicId;
      // A link that names no place (an unknown manage token) is the handler's 404.
      if (publicId === undefined) return;
      const header = request.headers['x-altcha'];
      await guardPublicWrite(deps, publicId, kind, Array.isArray(header) ? header[0] : header);
    };
    const before = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(before) ? before : [before]), guard];
  });
}

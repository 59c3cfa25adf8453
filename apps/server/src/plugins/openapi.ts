import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/**
 * Swagger UI's own CSP: its bundle needs inline styles and loads the document with fetch.
 * It replaces the app's CSP on /api/docs only (the UI plugin sets it in its own scope).
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Routes that never touch the database, so an outage cannot make them answer 503. */
const WITHOUT_DATABASE = new Set(['/api/language/getAll']);

/**
 * Answers the app gives on many routes without each route listing them: a route with a body can be
 * refused before its handler (400 bad JSON or an unknown field, 413 over the body limit, 415 not
 * JSON), and any route that reads the database answers 503 with Retry-After while it is unreachable.
 * Added to the route's response schemas as the route is registered, so the OpenAPI document shows
 * them and the error shape is checked like any other answer.
 */
function addCommonAnswers(route: RouteOptions): void {
  const schema = route.schema;
  if (!route.url.startsWith('/api/') || !schema?.response || schema.hide) return;
  const response = schema.response as Record<string, unknown>;
  const add = (status: number) => {
    response[status] ??= ZErrorResponse;
  };
  if (schema.body) [400, 413, 415].forEach(add);
  if (!WITHOUT_DATABASE.has(route.url)) add(503);
}

/**
 * OpenAPI generated from the routes' zod schemas at /api/openapi.json, UI at /api/docs
 * (the UI itself reads the same document from /api/docs/json).
 * Must be registered before the routes: @fastify/swagger collects them with an onRoute hook.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  // Before swagger's own onRoute hook, which reads the schemas.
  app.addHook('onRoute', addCommonAnswers);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Qtify API',
        description: 'Digital waiting room and online appointment booking. Errors: see ErrorResponse.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    // No badge from validator.swagger.io: the CSP allows no third-party images.
    validatorUrl: false,
  });
  // Public and the same for everyone; `no-cache` so a deploy's new routes show at once.
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}

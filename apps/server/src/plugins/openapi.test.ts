import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listRoutes } from '../route-table';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

/** Every `$ref` in the document, to check that each points at a schema that exists. */
function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, refs);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') refs.push(item);
      else collectRefs(item, refs);
    }
  }
  return refs;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3.1 document whose references all resolve', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Qtify API', version: expect.any(String) });
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas, ref).toHaveProperty([name]);
    }
  });

  it('documents every API route of the app, with the answers it gives', () => {
    const documented = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const hidden = ['/api/docs', '/api/openapi.json', '/api/test/'];
    const apiRoutes = listRoutes(t.app, { prefix: '/api/' })
      .filter((route) => !hidden.some((prefix) => route.url.startsWith(prefix)))
      // OpenAPI writes path parameters as {name} where fastify writes :name.
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(apiRoutes).toContain('GET /api/health');
    expect(documented.sort()).toEqual(apiRoutes.sort());
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toEqual(['200', '503']);
  });

  it('documents 400, 413 and 415 on every route with a body, and 503 where the database is read', () => {
    let withBody = 0;
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations) as [
        string,
        { requestBody?: unknown; responses: Record<string, unknown> },
      ][]) {
        const statuses = Object.keys(operation.responses);
        if (operation.requestBody) {
          withBody++;
          expect(statuses, `${method} ${url}`).toEqual(expect.arrayContaining(['400', '413', '415']));
        }
        if (url !== '/api/language/getAll') expect(statuses, `${method} ${url}`).toContain('503');
      }
    }
    expect(withBody).toBeGreaterThan(20);
  });

  it('describes the error shape once, as a shared ErrorResponse schema', () => {
    expect(doc.components.schemas).toHaveProperty('ErrorResponse');
  });

  it('is browsable at /api/docs under a CSP of its own', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    const appCsp = (await t.app.inject('/api/health')).headers['content-security-policy'];
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toBe(appCsp);
    const initializer = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    const json = await t.app.inject('/api/docs/json');
    expect(json.json().openapi).toBe('3.1.0');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStatuses } from '../../../test/own-statuses';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Operation = { security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown };

describe('the accounts API in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject('/api/openapi.json')).json().paths;
  });
  afterAll(() => t.close());

  it('marks exactly the routes that need a signed-in user as bearer-protected', () => {
    const protectedRoutes = Object.entries(paths)
      .filter(([url]) => url.startsWith('/api/auth/'))
      .flatMap(([url, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.security)
          .map(([method]) => `${method.toUpperCase()} ${url}`),
      );
    expect(protectedRoutes.sort()).toEqual([
      'GET /api/auth/user',
      'PATCH /api/auth/user',
      'POST /api/auth/change-password',
      'POST /api/auth/logout',
      'POST /api/auth/upgrade',
      'POST /api/auth/verify-email/resend',
    ]);
  });

  it('documents the answers each route gives', () => {
    const statuses = (url: string, method = 'post') => ownStatuses(paths[url]?.[method]?.responses);
    expect(statuses('/api/auth/signup')).toEqual(['201', '400', '409', '422', '429']);
    expect(statuses('/api/auth/login')).toEqual(['200', '400', '401', '429']);
    expect(statuses('/api/auth/forgot-password')).toEqual(['202', '400', '429']);
    expect(statuses('/api/auth/reset-password')).toEqual(['204', '400', '422']);
    expect(statuses('/api/auth/user', 'get')).toEqual(['200', '401']);
    expect(statuses('/api/auth/verify-email')).toEqual(['204', '400', '422', '429']);
    expect(statuses('/api/auth/verify-email/resend')).toEqual(['202', '401', '403', '429']);
  });
});

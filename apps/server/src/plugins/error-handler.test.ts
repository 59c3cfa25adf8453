import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../errors/app-error';

describe('the error handler', () => {
  let t: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line: string) => logs.push(line) },
    });
    t.app.post(
      '/api/test/echo',
      {
        schema: {
          body: z.object({ name: z.string(), age: z.number().int(), email: z.email().optional() }),
          querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        },
      },
      async (request) => ({ success: true, name: request.body.name }),
    );
    t.app.get('/api/test/app-error', async () => {
      throw new AppError(409, 'SLOT_TAKEN', 'The slot was booked meanwhile');
    });
    t.app.get('/api/test/app-error-fields', async () => {
      throw new AppError(422, 'PASSWORD_POLICY', 'Password too weak', { fields: { password: 'tooShort' } });
    });
    t.app.get('/api/test/bug', async () => {
      throw new Error('connection to 10.0.0.5 failed: password authentication failed for user "qtify"');
    });
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 VALIDATION', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION' } });
  });

  it('answers an empty JSON body with 400 VALIDATION', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });

  it('refuses text with a NUL character, which PostgreSQL cannot store, with 400 (it was a 500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'A\u0000na', age: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { name: 'invalidCharacter' } });
    for (const url of [
      '/api/public/businesses/%00/appointment-types',
      '/api/businesses?q=%00',
      '/api/queue/%00',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBeLessThan(500);
    }
  });

  it('answers wrong types with 400 and a code for each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { age: 'old', email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION',
        message: 'Invalid request',
        fields: { name: 'required', age: 'invalid_type', email: 'invalid_email' },
      },
    });
  });

  it('names query string fields too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?page=0',
      payload: { name: 'a', age: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ page: 'too_small' });
  });

  it('accepts a valid request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana', age: 30 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, name: 'Ana' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ana</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024 + 1), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers an unknown /api route with a JSON 404 NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/api/does-not-exist'],
      ['DELETE', '/api/health/nothing'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers an AppError with its own status, code and message', async () => {
    const res = await t.app.inject('/api/test/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'SLOT_TAKEN', message: 'The slot was booked meanwhile' },
    });
  });

  it('passes the fields of an AppError on', async () => {
    const res = await t.app.inject('/api/test/app-error-fields');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'PASSWORD_POLICY',
      message: 'Password too weak',
      fields: { password: 'tooShort' },
    });
  });

  it('answers an unexpected error with a bare 500 and logs its type and where it was thrown', async () => {
    const res = await t.app.inject('/api/test/bug');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: { code: 'INTERNAL', message: 'Internal error' } });
    expect(res.body).not.toContain('10.0.0.5');
    const line = logs.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'request failed');
    expect(line).toMatchObject({ level: 50, err: { type: 'Error' } });
    expect(line.err.stack).toMatch(/error-handler\.test\.ts/);
    // Its message may have been built from data (logging/serialize-error.ts): not logged.
    expect(JSON.stringify(line)).not.toContain('10.0.0.5');
  });

  it('answers a path parameter the router cannot decode or that is too long in the error shape', async () => {
    // Found by test/bad-input.property.test.ts: Fastify answered these in its own shape.
    for (const [url, status] of [
      ['/api/queue/%zz', 400],
      ['/api/queue/%C3%28', 400],
      [`/api/queue/${'a'.repeat(200)}`, 414],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.json(), url).toEqual({
        success: false,
        error: { code: status === 400 ? 'VALIDATION' : 'BAD_REQUEST', message: expect.any(String) },
      });
    }
  });
});

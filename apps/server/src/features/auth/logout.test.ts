import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, logIn, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('POST /api/auth/logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 204 and the token stops working, while the user’s other sessions go on', async () => {
    const { token, email, password } = await signUp(t.app);
    const other = (await logIn(t.app, email, password)).json().data;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await getUser(t.app, token)).statusCode).toBe(401);
    expect((await getUser(t.app, other)).statusCode).toBe(200);
  });

  it('answers 401 for a token that is already logged out', async () => {
    const { token } = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('UNAUTHENTICATED');
  });
});

import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, getUser, signUp } from '../../test/accounts';
import { signUpWithBusiness } from '../../test/businesses';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AppContext } from '../app-context';
import { silentRealtime } from '../features/realtime/realtime';
import { guardBusinessScope, registerBusinessScope, requireMembership } from './business-scope';

/** A later feature's routes, as they would be written: relative to the business. */
const exampleRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get('/membership', async (request) => requireMembership(request));
  app.post(
    '/things',
    { schema: { body: z.object({ title: z.string().min(1, 'titleRequired') }) } },
    async (request) => ({ title: request.body.title, businessId: requireMembership(request).businessId }),
  );
};

describe('the business scope', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const context: AppContext = {
      config: t.config,
      database: t.database,
      clock: t.clock,
      mailer: t.mailer,
      tasks: t.app.backgroundTasks,
      realtime: silentRealtime,
      push: { sendToEntry: async () => {} },
    };
    await registerBusinessScope(t.app, context, [exampleRoutes]);
  });
  afterAll(() => t.close());

  it('puts the caller’s membership on the request of every route registered in it', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const userId = (await getUser(t.app, token)).json().user.id;
    const res = await t.app.inject({
      url: `/api/businesses/${business.id}/membership`,
      headers: bearer(token),
    });
    expect(res.json()).toEqual({ userId, businessId: business.id, role: 'owner' });
  });

  it('checks the membership before the body, so an outsider never learns what a route expects', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const post = (caller: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/things`,
        headers: bearer(caller),
        payload,
      });
    const { token: stranger } = await signUp(t.app);
    const refused = await post(stranger, { title: '' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect((await post(token, { title: '' })).json().error.fields).toEqual({ title: 'titleRequired' });
    expect((await post(token, { title: 'Stuhl' })).json()).toEqual({
      title: 'Stuhl',
      businessId: business.id,
    });
  });

  it('refuses at start-up a business route registered outside the scope, which would skip the check', async () => {
    const app = Fastify();
    guardBusinessScope(app);
    await expect(async () => {
      app.get('/api/businesses/:businessId/doctors', async () => []);
      await app.ready();
    }).rejects.toThrow(/registerBusinessScope/);
    await app.close();
  });
});

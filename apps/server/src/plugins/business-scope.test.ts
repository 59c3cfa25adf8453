import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, getUser, signUp } from '../../test/accounts';
import { signUpWithBusiness } from '../../test/businesses';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AppContext } from '../app-context';
import { addMembership } from '../features/memberships/memberships.service';
import { silentRealtime } from '../features/realtime/realtime';
import { PgBossJobQueue } from '../job-queue';
import { guardBusinessScope, registerBusinessScope, requireMembership } from './business-scope';

/** A later feature's routes, as they would be written: relative to the business. */
const exampleRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get('/membership', { config: { action: 'business.read' } }, async (request) =>
    requireMembership(request),
  );
  app.post(
    '/things',
    {
      config: { action: 'doctors.write' },
      schema: { body: z.object({ title: z.string().min(1, 'titleRequired') }) },
    },
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
      jobs: new PgBossJobQueue(),
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
    expect(res.json()).toMatchObject({ userId, businessId: business.id, role: 'owner', doctorId: null });
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

  it('refuses with 403 FORBIDDEN, before the body, a member whose role may not do the route’s action', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { token } = await signUp(t.app);
    const userId = (await getUser(t.app, token)).json().user.id;
    await addMembership(t.database.db, { userId, businessId: business.id, role: 'reception' }, t.clock.now());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/things`,
      headers: bearer(token),
      payload: { title: '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses at start-up a scoped route that does not declare its action of the policy', async () => {
    const app = Fastify();
    app.decorate('authenticate', async () => {});
    const context = { database: t.database, clock: t.clock } as unknown as AppContext;
    await expect(async () => {
      await registerBusinessScope(app, context, [
        async (scope) => {
          scope.get('/secrets', async () => []);
        },
      ]);
      await app.ready();
    }).rejects.toThrow(/must declare config.action/);
    await app.close();
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

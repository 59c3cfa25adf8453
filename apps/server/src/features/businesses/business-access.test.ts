import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, signUp } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMembership } from '../memberships/memberships.service';

const notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };

describe('who may see and change a business', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const addStaff = async (businessId: string, role: 'manager' | 'reception' = 'reception') => {
    const { token } = await signUp(t.app, { firstName: 'Sara', lastName: 'Staff' });
    const userId = (await getUser(t.app, token)).json().user.id;
    await addMembership(t.database.db, { userId, businessId, role }, t.clock.now());
    return token;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers one business to its members and 404 to anyone else', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await call('GET', `/api/businesses/${business.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, business });
    const { token: stranger } = await signUp(t.app);
    const foreign = await call('GET', `/api/businesses/${business.id}`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFound);
    expect((await call('GET', '/api/businesses/not-a-uuid', token)).json()).toEqual(notFound);
    expect((await call('GET', `/api/businesses/${crypto.randomUUID()}`, token)).statusCode).toBe(404);
  });

  it('answers 401 without a token, before looking at the business', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const res = await t.app.inject({ url: `/api/businesses/${business.id}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('lets reception see the business, a manager also change it, and only the owner delete it', async () => {
    const { token: owner, business } = await signUpWithBusiness(t.app);
    const staff = await addStaff(business.id);
    const manager = await addStaff(business.id, 'manager');
    const seen = await call('GET', `/api/businesses/${business.id}`, staff);
    expect(seen.json().business).toMatchObject({ id: business.id, role: 'reception' });
    const notRenamed = await call('PATCH', `/api/businesses/${business.id}`, staff, { name: 'Neu' });
    expect(notRenamed.statusCode).toBe(403);
    const renamed = await call('PATCH', `/api/businesses/${business.id}`, manager, { name: 'Neu' });
    expect(renamed.json().business).toMatchObject({ name: 'Neu', role: 'manager' });
    const refused = await call('DELETE', `/api/businesses/${business.id}`, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await call('GET', `/api/businesses/${business.id}`, owner)).statusCode).toBe(200);
  });

  it('deletes a business for its owner: 204, then it is gone for every member', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const staff = await addStaff(business.id);
    const res = await call('DELETE', `/api/businesses/${business.id}`, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const caller of [token, staff]) {
      expect((await call('GET', `/api/businesses/${business.id}`, caller)).statusCode).toBe(404);
      expect((await call('GET', '/api/businesses', caller)).json().businesses).toEqual([]);
    }
    const publicRes = await t.app.inject(`/api/public/businesses/${business.publicId}`);
    expect(publicRes.statusCode).toBe(404);
  });

  it('answers the spec’s shop lookup to members and 404 to anyone else', async () => {
    const { token, business } = await signUpWithBusiness(t.app, {
      name: 'Trattoria',
      industry: 'restaurant',
    });
    const res = await call('GET', `/api/company/shop/${business.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      shop: { id: business.id, name: 'Trattoria', industry: { theme: 'restaurant' } },
    });
    const { token: stranger } = await signUp(t.app);
    expect((await call('GET', `/api/company/shop/${business.id}`, stranger)).json()).toEqual(notFound);
    expect((await call('GET', '/api/company/shop/42', token)).json()).toEqual(notFound);
    expect((await t.app.inject(`/api/company/shop/${business.id}`)).statusCode).toBe(401);
  });

  it('tells anyone, without login, the name, industry, colours and time zone of a public id', async () => {
    const { business } = await signUpWithBusiness(t.app, {
      name: 'Praxis Huber',
      industry: 'medical',
      colorTheme: 'blue',
      timeZone: 'Europe/Zurich',
    });
    const res = await t.app.inject(`/api/public/businesses/${business.publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      business: {
        announcements: [],
        name: 'Praxis Huber',
        industry: 'medical',
        colorTheme: 'blue',
        timeZone: 'Europe/Zurich',
        maxPartySize: null,
        openOnline: true,
        selfRegistration: 'open',
        phone: null,
        email: null,
        website: null,
        description: null,
        address: null,
        addressLine: null,
        openingHours: [],
      },
    });
    for (const unknown of ['zzzzzzzzzz', 'nope', business.id, business.publicId.toUpperCase()]) {
      const miss = await t.app.inject(`/api/public/businesses/${encodeURIComponent(unknown)}`);
      expect(miss.statusCode, unknown).toBe(404);
      expect(miss.json()).toEqual(notFound);
    }
  });
});

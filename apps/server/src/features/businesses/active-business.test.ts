import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, signUp } from '../../../test/accounts';
import { createBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMembership } from '../memberships/memberships.service';

describe('the active business of a user (user.company and user.shop)', () => {
  let t: TestApp;
  const user = async (token: string) => (await getUser(t.app, token)).json().user;
  const activate = (token: string, activeBusinessId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: bearer(token),
      payload: { activeBusinessId },
    });
  const remove = (token: string, businessId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/businesses/${businessId}`, headers: bearer(token) });
  /** Creates a business a little later than the last one, so "most recently joined" is defined. */
  const later = (token: string, name: string, industry = 'medical') => {
    t.clock.advance(1000);
    return createBusiness(t.app, token, { name, industry });
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is none for a user without businesses', async () => {
    const { token } = await signUp(t.app);
    expect(await user(token)).toMatchObject({ company: null, shop: null });
  });

  it('is the business the user created last, as company and as shop', async () => {
    const { token } = await signUp(t.app);
    await later(token, 'Ordination Dr. Berger');
    const salon = await later(token, 'Salon Ana', 'hairdresser');
    expect(await user(token)).toMatchObject({
      company: { id: salon.id, name: 'Salon Ana' },
      shop: { id: salon.id, name: 'Salon Ana', industry: { theme: 'hairdresser' } },
    });
  });

  it('switches to another of the user’s businesses and answers the changed user', async () => {
    const { token } = await signUp(t.app);
    const practice = await later(token, 'Ordination Dr. Berger');
    await later(token, 'Salon Ana', 'hairdresser');
    const res = await activate(token, practice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.shop).toEqual({
      id: practice.id,
      name: 'Ordination Dr. Berger',
      industry: { theme: 'medical' },
    });
    expect(await user(token)).toEqual(res.json().user);
  });

  it('follows changes of the business: a new name or industry shows at once', async () => {
    const { token } = await signUp(t.app);
    const business = await later(token, 'Alt');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: bearer(token),
      payload: { name: 'Neu', industry: 'restaurant' },
    });
    expect((await user(token)).shop).toEqual({
      id: business.id,
      name: 'Neu',
      industry: { theme: 'restaurant' },
    });
  });

  it('refuses a business that is not the user’s with 404, and keeps the active one', async () => {
    const { token } = await signUp(t.app);
    const own = await later(token, 'Eigene');
    const { token: other } = await signUp(t.app);
    const foreign = await later(other, 'Fremde');
    for (const id of [foreign.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await activate(token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', fields: { activeBusinessId: 'notFound' } });
    }
    expect((await user(token)).company).toEqual({ id: own.id, name: 'Eigene' });
  });

  it('moves to the user’s most recently joined other business when the active one is deleted, then to none', async () => {
    const { token } = await signUp(t.app);
    const first = await later(token, 'Erste');
    const second = await later(token, 'Zweite');
    const third = await later(token, 'Dritte');
    await activate(token, second.id);
    expect((await remove(token, second.id)).statusCode).toBe(204);
    expect((await user(token)).company).toEqual({ id: third.id, name: 'Dritte' });
    expect((await remove(token, third.id)).statusCode).toBe(204);
    expect((await user(token)).company).toEqual({ id: first.id, name: 'Erste' });
    expect((await remove(token, first.id)).statusCode).toBe(204);
    expect(await user(token)).toMatchObject({ company: null, shop: null });
  });

  it('keeps the active business when another one is deleted', async () => {
    const { token } = await signUp(t.app);
    const kept = await later(token, 'Bleibt');
    const gone = await later(token, 'Geht');
    await activate(token, kept.id);
    await remove(token, gone.id);
    expect((await user(token)).company).toEqual({ id: kept.id, name: 'Bleibt' });
  });

  it('moves a staff member who had the deleted business active to their own next business', async () => {
    const { token: owner } = await signUp(t.app);
    const shared = await later(owner, 'Gemeinsam');
    const { token: staff } = await signUp(t.app);
    const staffOwn = await later(staff, 'Nebenjob');
    const staffId = (await user(staff)).id;
    await addMembership(
      t.database.db,
      {
        userId: staffId,
        businessId: shared.id,
        role: 'reception',
      },
      t.clock.now(),
    );
    expect((await activate(staff, shared.id)).json().user.company.id).toBe(shared.id);
    await remove(owner, shared.id);
    expect((await user(staff)).company).toEqual({ id: staffOwn.id, name: 'Nebenjob' });
  });

  it('shows no business whose membership has ended, even if it was the active one', async () => {
    const { token: owner } = await signUp(t.app);
    const business = await later(owner, 'Praxis');
    const { token: staff } = await signUp(t.app);
    const staffId = (await user(staff)).id;
    const db = t.database.db;
    await addMembership(
      db,
      {
        userId: staffId,
        businessId: business.id,
        role: 'reception',
      },
      t.clock.now(),
    );
    await activate(staff, business.id);
    const connection = await t.database.connect();
    try {
      await connection.query('DELETE FROM memberships WHERE user_id = $1', [staffId]);
    } finally {
      connection.release();
    }
    expect(await user(staff)).toMatchObject({ company: null, shop: null });
  });
});

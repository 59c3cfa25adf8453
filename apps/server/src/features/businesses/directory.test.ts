import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the public directory of businesses', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  /** A business with a town, listed or not (every business starts unlisted). */
  async function business(name: string, industry: string, city: string, listed: boolean) {
    const { token, business: created } = await signUpWithBusiness(t.app, { name, industry });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${created.id}`,
      headers: bearer(token),
      payload: {
        listed,
        description: `${name}: ein Betrieb in ${city}.`,
        phone: '+43 1 234 56 78',
        address: { street: 'Hauptstraße 1', postalCode: '1010', city, country: 'Österreich' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().business.listed).toBe(listed);
    ids[name] = created.publicId;
  }

  const search = async (query = '') => {
    const res = await t.app.inject(`/api/public/directory${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      businesses: { publicId: string; name: string; city: string | null }[];
      nextCursor: string | null;
    };
  };
  const names = async (query = '') => (await search(query)).businesses.map((entry) => entry.name);

  beforeAll(async () => {
    t = await createTestApp();
    await business('salon lena', 'hairdresser', 'Graz', true);
    await business('anna trattoria', 'restaurant', 'Wien', true);
    await business('praxis berger', 'medical', 'Wien', true);
    await business('geheime praxis', 'medical', 'Wien', false);
    await business('rabatt 100% salon', 'hairdresser', 'Linz', true);
    await business('x_y bistro', 'restaurant', 'Linz', true);
  });
  afterAll(() => t.close());

  it('starts every business unlisted', async () => {
    const { business: created } = await signUpWithBusiness(t.app, { name: 'neu' });
    expect(created.listed).toBe(false);
    expect(await names('?q=neu')).toEqual([]);
  });

  it('lists only businesses that opted in, by name, and never an unlisted one', async () => {
    expect(await names()).toEqual([
      'anna trattoria',
      'praxis berger',
      'rabatt 100% salon',
      'salon lena',
      'x_y bistro',
    ]);
    expect(await names('?q=geheim')).toEqual([]);
  });

  it('shows what the business shows of itself, never its contact', async () => {
    const { businesses } = await search('?q=lena');
    expect(businesses).toEqual([
      {
        publicId: ids['salon lena'],
        name: 'salon lena',
        industry: 'hairdresser',
        city: 'Graz',
        logo: null,
        description: 'salon lena: ein Betrieb in Graz.',
      },
    ]);
  });

  it('filters by name, town and industry, case-insensitively and together', async () => {
    expect(await names('?q=SALON')).toEqual(['rabatt 100% salon', 'salon lena']);
    expect(await names('?town=wien')).toEqual(['anna trattoria', 'praxis berger']);
    expect(await names('?industry=medical')).toEqual(['praxis berger']);
    expect(await names('?town=linz&industry=restaurant')).toEqual(['x_y bistro']);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await names(`?q=${encodeURIComponent('%')}`)).toEqual(['rabatt 100% salon']);
    expect(await names('?q=_')).toEqual(['x_y bistro']);
    expect(await names(`?town=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names(`?q=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
  });

  it('pages through the directory without repeating or skipping', async () => {
    const first = await search('?limit=2');
    expect(first.businesses.map((entry) => entry.name)).toEqual(['anna trattoria', 'praxis berger']);
    const second = await search(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.businesses.map((entry) => entry.name)).toEqual(['rabatt 100% salon', 'salon lena']);
    const third = await search(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.businesses.map((entry) => entry.name)).toEqual(['x_y bistro']);
    expect(third.nextCursor).toBeNull();
  });

  it('may be cached briefly, and refuses an unknown industry or too large a page', async () => {
    expect((await t.app.inject('/api/public/directory')).headers['cache-control']).toBe('public, max-age=60');
    expect((await t.app.inject('/api/public/directory?industry=bank')).statusCode).toBe(400);
    expect((await t.app.inject('/api/public/directory?limit=500')).statusCode).toBe(400);
  });

  it('drops a business from the directory when its owner unlists it', async () => {
    const { token, business: created } = await signUpWithBusiness(t.app, { name: 'kurz gelistet' });
    const patch = (listed: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${created.id}`,
        headers: bearer(token),
        payload: { listed },
      });
    await patch(true);
    expect(await names('?q=kurz')).toEqual(['kurz gelistet']);
    await patch(false);
    expect(await names('?q=kurz')).toEqual([]);
  });
});

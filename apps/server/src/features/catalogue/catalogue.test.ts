import type { Business } from '@qtify/shared/schemas/business-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createDoctor } from '../../../test/doctors';
import { addMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getProducts, listProducts } from './catalogue.service';

describe('the catalogue API', () => {
  let t: TestApp;
  let token: string;
  let business: Business;
  const url = (rest = '', businessId = business.id) => `/api/businesses/${businessId}/products${rest}`;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    as = token,
  ) => t.app.inject({ method, url: path, headers: bearer(as), payload });
  const body = (overrides: object = {}) => ({
    name: 'Damenhaarschnitt',
    description: 'Waschen, Schneiden, Föhnen',
    category: 'Haare',
    priceMinor: 4590,
    taxRatePercent: 20,
    durationMinutes: 45,
    public: true,
    active: true,
    ...overrides,
  });
  const create = async (overrides: object = {}, businessId = business.id, as = token) => {
    const res = await call('POST', url('', businessId), body(overrides), as);
    if (res.statusCode !== 201) throw new Error(`create product answered ${res.statusCode}: ${res.body}`);
    return res.json().product;
  };
  const fresh = (industry = 'hairdresser') => signUpWithBusiness(t.app, { name: 'Salon Lena', industry });

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, business } = await fresh());
  });
  afterAll(() => t.close());

  it('keeps a price as whole minor units of the business’s currency, gross, with its tax rate', async () => {
    const res = await call('POST', url(), body({ name: '  Waschen & Föhnen ', taxRatePercent: 5.5 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Waschen & Föhnen',
      description: 'Waschen, Schneiden, Föhnen',
      category: 'Haare',
      priceMinor: 4590,
      currency: 'EUR',
      taxRatePercent: 5.5,
      durationMinutes: 45,
      appointmentTypeId: null,
      public: true,
      active: true,
      position: 0,
    });
  });

  it('refuses negative, fractional, floating and absurd prices and tax rates, naming the field', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ priceMinor: -1 }, { priceMinor: 'invalidPrice' }],
      [{ priceMinor: 12.5 }, { priceMinor: 'priceTooPrecise' }],
      [{ priceMinor: 0.1 + 0.2 }, { priceMinor: 'priceTooPrecise' }],
      [{ priceMinor: '1250' }, { priceMinor: 'invalidPrice' }],
      [{ priceMinor: 100_000_000 }, { priceMinor: 'priceTooHigh' }],
      [{ priceMinor: 1e12 }, { priceMinor: 'priceTooHigh' }],
      [{ taxRatePercent: -7 }, { taxRatePercent: 'invalidTaxRate' }],
      [{ taxRatePercent: 120 }, { taxRatePercent: 'invalidTaxRate' }],
      [{ taxRatePercent: 7.125 }, { taxRatePercent: 'invalidTaxRate' }],
      [{ durationMinutes: 3 }, { durationMinutes: 'durationTooShort' }],
      [{ name: ' ' }, { name: 'nameRequired' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await call('POST', url(), body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(overrides)).toEqual(fields);
    }
  });

  it('takes a price of nothing (a free first consultation)', async () => {
    expect((await create({ name: 'Kostenlose Beratung', priceMinor: 0 })).priceMinor).toBe(0);
  });

  it('keeps prices in the business’s one currency: a product in another currency is refused', async () => {
    const own = await fresh();
    expect((await create({ currency: 'EUR' }, own.business.id, own.token)).currency).toBe('EUR');
    const res = await call('POST', url('', own.business.id), body({ currency: 'CHF' }), own.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('CURRENCY_MISMATCH');
    const moved = await call('PATCH', `/api/businesses/${own.business.id}`, { currency: 'CHF' }, own.token);
    expect(moved.json().business.currency).toBe('CHF');
    const swiss = await create({ currency: 'CHF', priceMinor: 5500 }, own.business.id, own.token);
    expect(swiss).toMatchObject({ currency: 'CHF', priceMinor: 5500 });
    const all = (await call('GET', url('', own.business.id), undefined, own.token)).json();
    expect(all.currency).toBe('CHF');
    expect(all.products.map((p: { currency: string }) => p.currency)).toEqual(['CHF', 'CHF']);
    const bad = await call('PATCH', `/api/businesses/${own.business.id}`, { currency: 'JPY' }, own.token);
    expect(bad.statusCode).toBe(400);
  });

  it('shows the public only public, active items, in the catalogue’s order, without tax or internal flags', async () => {
    const own = await fresh();
    const cut = await create({ name: 'Schnitt', category: null }, own.business.id, own.token);
    await create({ name: 'Intern: Material', public: false }, own.business.id, own.token);
    await create({ name: 'Alte Dauerwelle', active: false }, own.business.id, own.token);
    const color = await create({ name: 'Färben', durationMinutes: null }, own.business.id, own.token);
    const moved = await call(
      'PUT',
      url('/order', own.business.id),
      {
        productIds: [
          color.id,
          ...(await listProducts(t.database.db, own.business.id)).products
            .filter((p) => p.id !== color.id)
            .map((p) => p.id),
        ],
      },
      own.token,
    );
    expect(moved.statusCode).toBe(200);
    const res = await t.app.inject(`/api/public/businesses/${own.business.publicId}/products`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      success: true,
      currency: 'EUR',
      products: [
        {
          id: color.id,
          name: 'Färben',
          description: 'Waschen, Schneiden, Föhnen',
          category: 'Haare',
          priceMinor: 4590,
          currency: 'EUR',
          durationMinutes: null,
          appointmentTypeId: null,
        },
        expect.objectContaining({ id: cut.id, name: 'Schnitt', category: null, durationMinutes: 45 }),
      ],
    });
    expect((await t.app.inject('/api/public/businesses/nope/products')).statusCode).toBe(404);
  });

  it('refuses an order made before the catalogue changed, and keeps the old one', async () => {
    const own = await fresh();
    const a = await create({ name: 'A' }, own.business.id, own.token);
    const b = await create({ name: 'B' }, own.business.id, own.token);
    for (const productIds of [[b.id], [b.id, a.id, a.id], [b.id, crypto.randomUUID()]]) {
      const res = await call('PUT', url('/order', own.business.id), { productIds }, own.token);
      expect(res.statusCode, JSON.stringify(productIds)).toBe(409);
    }
    const list = (await call('GET', url('', own.business.id), undefined, own.token)).json().products;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['A', 'B']);
  });

  it('changes and deletes a product; a deleted one is gone for lists and for the bills', async () => {
    const own = await fresh();
    const item = await create({}, own.business.id, own.token);
    const changed = await call(
      'PATCH',
      url(`/${item.id}`, own.business.id),
      { priceMinor: 4990, active: false },
      own.token,
    );
    expect(changed.json().product).toMatchObject({ priceMinor: 4990, active: false, name: item.name });
    expect(await getProducts(t.database.db, own.business.id, [item.id, 'not-an-id'])).toEqual([
      changed.json().product,
    ]);
    expect((await call('DELETE', url(`/${item.id}`, own.business.id), undefined, own.token)).statusCode).toBe(
      204,
    );
    expect(await getProducts(t.database.db, own.business.id, [item.id])).toEqual([]);
    expect((await call('GET', url('', own.business.id), undefined, own.token)).json().products).toEqual([]);
    for (const [method, payload] of [
      ['PATCH', { priceMinor: 1 }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(method, url(`/${item.id}`, own.business.id), payload, own.token)).statusCode).toBe(
        404,
      );
    }
  });

  it('never shows or changes another business’s products', async () => {
    const own = await fresh();
    const theirs = await create({}, own.business.id, own.token);
    expect(await getProducts(t.database.db, business.id, [theirs.id])).toEqual([]);
    expect((await call('PATCH', url(`/${theirs.id}`), { priceMinor: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', url(`/${theirs.id}`))).statusCode).toBe(404);
    expect((await call('GET', url('', own.business.id))).statusCode).toBe(404);
  });

  it('lets everyone on staff read the catalogue, and only owners and managers change it', async () => {
    const own = await fresh();
    const item = await create({}, own.business.id, own.token);
    for (const role of ['manager', 'reception', 'practitioner'] as const) {
      const member = await addMember(t.app, t.database, own.business.id, role);
      expect((await call('GET', url('', own.business.id), undefined, member.token)).statusCode).toBe(200);
      const write = await call(
        'PATCH',
        url(`/${item.id}`, own.business.id),
        { priceMinor: 100 },
        member.token,
      );
      expect(write.statusCode, role).toBe(role === 'manager' ? 200 : 403);
    }
  });
});

describe('a service that is an appointment type', () => {
  let t: TestApp;
  let token: string;
  let business: Business;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token), payload });
  const products = () => `/api/businesses/${business.id}/products`;
  const types = () => `/api/businesses/${business.id}/appointment-types`;
  const service = { name: 'Herrenschnitt', priceMinor: 2800, taxRatePercent: 20, durationMinutes: 30 };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, business } = await signUpWithBusiness(t.app, { name: 'Barber Max', industry: 'hairdresser' }));
  });
  afterAll(() => t.close());

  it('needs a doctor (a chair) before it can be booked online', async () => {
    const res = await call('POST', products(), { ...service, bookable: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('NO_DOCTORS');
    expect((await call('GET', products())).json().products).toEqual([]);
  });

  it('made bookable, gets an appointment type of its name and duration, and the duration lives only there', async () => {
    const chair = await createDoctor(t.app, token, business.id, { name: 'Max', specialty: 'Barber' });
    const created = await call('POST', products(), { ...service, bookable: true });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({ durationMinutes: 30, appointmentTypeId: expect.any(String) });
    const [type] = (await call('GET', types())).json().appointmentTypes;
    expect(type).toMatchObject({
      id: product.appointmentTypeId,
      title: 'Herrenschnitt',
      durationMinutes: 30,
      doctorIds: [chair.id],
    });

    // A new duration on the service is the type's; a new duration on the type is the service's.
    await call('PATCH', `${products()}/${product.id}`, { durationMinutes: 40 });
    expect((await call('GET', types())).json().appointmentTypes[0].durationMinutes).toBe(40);
    await call('PATCH', `${types()}/${type.id}`, { durationMinutes: 20 });
    expect((await call('GET', products())).json().products[0].durationMinutes).toBe(20);
    const stored = await t.database.db.query.products.findFirst();
    expect(stored).toMatchObject({ durationMinutes: null, appointmentTypeId: type.id });

    // The public list names the type, so the booking page shows its price.
    const open = (await t.app.inject(`/api/public/businesses/${business.publicId}/products`)).json();
    expect(open.products[0]).toMatchObject({
      appointmentTypeId: type.id,
      priceMinor: 2800,
      durationMinutes: 20,
    });
  });

  it('links an existing type once: a second product for the same type is refused', async () => {
    const [type] = (await call('GET', types())).json().appointmentTypes;
    const res = await call('POST', products(), {
      ...service,
      name: 'Zweiter Preis',
      appointmentTypeId: type.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('APPOINTMENT_TYPE_TAKEN');
    const foreign = await call('POST', products(), { ...service, appointmentTypeId: crypto.randomUUID() });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields).toEqual({ appointmentTypeId: 'unknownAppointmentType' });
  });

  it('unlinked, keeps the type’s last duration as its own; the type stays', async () => {
    const [product] = (await call('GET', products())).json().products;
    const res = await call('PATCH', `${products()}/${product.id}`, { bookable: false });
    expect(res.json().product).toMatchObject({ appointmentTypeId: null, durationMinutes: 20 });
    expect((await call('GET', types())).json().appointmentTypes).toHaveLength(1);
    const relinked = await call('PATCH', `${products()}/${product.id}`, {
      appointmentTypeId: product.appointmentTypeId,
    });
    expect(relinked.json().product).toMatchObject({
      appointmentTypeId: product.appointmentTypeId,
      durationMinutes: 20,
    });
  });

  it('a deleted type leaves the service not bookable', async () => {
    const [product] = (await call('GET', products())).json().products;
    await call('DELETE', `${types()}/${product.appointmentTypeId}`);
    const [after] = (await call('GET', products())).json().products;
    expect(after).toMatchObject({ id: product.id, appointmentTypeId: null, durationMinutes: 20 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billCalls, finishedBill, newProduct } from '../../../test/bills';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { insertPatient } from '../../../test/patients';
import { addAtDesk, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands on Monday 2026-03-02, 09:00 in Vienna (08:00Z).

describe('a bill at the counter, from the finished visit to its number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(process.env.DEBUG_LOG ? { config: { logLevel: 'error' } } : {});
  });
  afterAll(() => t.close());

  async function salon() {
    const { token, business } = await signUpWithBusiness(t.app, {
      name: 'Salon Schnitt',
      industry: 'hairdresser',
    });
    const calls = billCalls(t.app, business.id);
    const cut = await newProduct(t.app, business.id, token, {
      name: 'Haarschnitt',
      priceMinor: 3900,
      taxRatePercent: 20,
    });
    const shampoo = await newProduct(t.app, business.id, token, {
      name: 'Shampoo',
      priceMinor: 99,
      taxRatePercent: 20,
    });
    const book = await newProduct(t.app, business.id, token, {
      name: 'Buch',
      priceMinor: 1100,
      taxRatePercent: 10,
    });
    return { token, business, calls, products: { cut, shampoo, book } };
  }

  async function finishedVisit(token: string, businessId: string) {
    const patientId = await insertPatient(t.database.db, businessId, {
      firstName: 'Hanna',
      lastName: 'Haar',
      email: 'hanna.haar@example.org',
    });
    const added = await addAtDesk(t.app, token, businessId, {
      patientId,
      firstName: 'Hanna',
      lastName: 'Haar',
    });
    expect(added.statusCode).toBe(201);
    const entryId = added.json().entry.id as string;
    expect((await setStatus(t.app, token, businessId, entryId, { status: 'inTreatment' })).statusCode).toBe(
      200,
    );
    expect((await setStatus(t.app, token, businessId, entryId, { status: 'done' })).statusCode).toBe(200);
    return entryId;
  }

  it('starts from a finished visit with the patient’s name and e-mail, sums the items and finishes as number 1', async () => {
    const { token, business, calls, products } = await salon();
    const entryId = await finishedVisit(token, business.id);
    const started = await calls.create(token, { queueEntryId: entryId });
    expect(started.statusCode).toBe(201);
    const draft = started.json().bill;
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      queueEntryId: entryId,
      patientName: 'Hanna Haar',
      patientEmail: 'hanna.haar@example.org',
      currency: 'EUR',
      items: [],
      totalMinor: 0,
    });

    const filled = await calls.items(token, draft.id, [
      { productId: products.cut, quantity: 1, discountPercent: 10 },
      { productId: products.shampoo, quantity: 3 },
      { productId: products.book, quantity: 1 },
    ]);
    expect(filled.statusCode).toBe(200);
    expect(filled.json().bill).toMatchObject({
      items: [
        {
          name: 'Haarschnitt',
          unitPriceMinor: 3900,
          quantity: 1,
          discountPercent: 10,
          lineTotalMinor: 3510,
          taxRatePercent: 20,
        },
        { name: 'Shampoo', unitPriceMinor: 99, quantity: 3, discountPercent: 0, lineTotalMinor: 297 },
        { name: 'Buch', lineTotalMinor: 1100, taxRatePercent: 10 },
      ],
      totalMinor: 4907,
      taxes: [
        // 35.10 € + 2.97 € at 20 %: 38.07 € gross, 31.725 € net rounded up.
        { ratePercent: 20, grossMinor: 3807, netMinor: 3173, taxMinor: 634 },
        { ratePercent: 10, grossMinor: 1100, netMinor: 1000, taxMinor: 100 },
      ],
    });

    const finished = await calls.finish(token, draft.id);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().bill).toMatchObject({
      number: 1,
      status: 'finished',
      totalMinor: 4907,
      taxes: [
        { ratePercent: 20, netMinor: 3173, taxMinor: 634 },
        { ratePercent: 10, netMinor: 1000, taxMinor: 100 },
      ],
      finishedAt: '2026-03-02T08:00:00.000Z',
    });
    expect((await finishedBill(t.app, business.id, token, products.book)).json().bill.number).toBe(2);
  });

  it('gives a visit one bill: started again, also twice at once, it answers the bill it has', async () => {
    const { token, business, calls, products } = await salon();
    const entryId = await finishedVisit(token, business.id);
    const [first, second] = await Promise.all([
      calls.create(token, { queueEntryId: entryId }),
      calls.create(token, { queueEntryId: entryId }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const billId = first.json().bill.id;
    expect(second.json().bill.id).toBe(billId);
    await calls.items(token, billId, [{ productId: products.cut, quantity: 1 }]);
    await calls.finish(token, billId);
    const again = await calls.create(token, { queueEntryId: entryId });
    expect([again.statusCode, again.json().bill]).toEqual([
      200,
      expect.objectContaining({ id: billId, status: 'finished', number: 1 }),
    ]);
    // A walk-in sale has no visit: each start is a bill of its own.
    const walkIns = [(await calls.create(token)).json().bill.id, (await calls.create(token)).json().bill.id];
    expect(new Set(walkIns).size).toBe(2);
  });

  it('keeps what it copied when the catalogue changes later', async () => {
    const { token, business, calls, products } = await salon();
    const bill = (await calls.create(token)).json().bill;
    await calls.items(token, bill.id, [{ productId: products.cut, quantity: 1 }]);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/products/${products.cut}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Schnitt neu', priceMinor: 4500 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await calls.get(token, bill.id)).json().bill.items[0]).toMatchObject({
      name: 'Haarschnitt',
      unitPriceMinor: 3900,
    });
  });

  it('cannot change once finished: items, who served and a second finish answer 409 BILL_FINISHED', async () => {
    const { token, business, calls, products } = await salon();
    const bill = (await finishedBill(t.app, business.id, token, products.cut)).json().bill;
    for (const res of [
      await calls.items(token, bill.id, [{ productId: products.book, quantity: 2 }]),
      await calls.change(token, bill.id, { employeeUserId: null }),
      await calls.finish(token, bill.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('BILL_FINISHED');
    }
    expect((await calls.get(token, bill.id)).json().bill).toMatchObject({ number: 1, totalMinor: 3900 });
  });

  it('refuses an empty bill, a product of another business, an inactive one, and a product twice', async () => {
    const { token, business, calls, products } = await salon();
    const other = await salon();
    const bill = (await calls.create(token)).json().bill;
    const empty = await calls.finish(token, bill.id);
    expect([empty.statusCode, empty.json().error.code]).toEqual([422, 'BILL_EMPTY']);
    const foreign = await calls.items(token, bill.id, [{ productId: other.products.cut, quantity: 1 }]);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([422, 'UNKNOWN_PRODUCT']);
    const retired = await newProduct(t.app, business.id, token, {
      name: 'Alt',
      priceMinor: 100,
      taxRatePercent: 20,
      active: false,
    });
    expect((await calls.items(token, bill.id, [{ productId: retired, quantity: 1 }])).statusCode).toBe(422);
    const twice = await calls.items(token, bill.id, [
      { productId: products.cut, quantity: 1 },
      { productId: products.cut, quantity: 2 },
    ]);
    expect([twice.statusCode, twice.json().error.fields]).toEqual([
      400,
      { '1.productId': 'duplicateProduct' },
    ]);
    expect((await calls.items(token, bill.id, [{ productId: products.cut, quantity: 0 }])).statusCode).toBe(
      400,
    );
    // An id that is no bill's, not even a uuid, is 404 on every route of a bill.
    for (const res of [
      await calls.change(token, 'not-a-bill', { employeeUserId: null }),
      await calls.get(token, 'not-a-bill'),
      await calls.items(token, 'not-a-bill', []),
      await calls.finish(token, 'not-a-bill'),
    ])
      expect(res.statusCode).toBe(404);
    // Another business's bill is not found, and its visit is not one of ours.
    expect((await other.calls.get(other.token, bill.id)).statusCode).toBe(404);
    const visit = await finishedVisit(other.token, other.business.id);
    const foreignVisit = await calls.create(token, { queueEntryId: visit });
    expect([foreignVisit.statusCode, foreignVisit.json().error.code]).toEqual([422, 'UNKNOWN_VISIT']);
  });

  it('records who served, a member of the team only, and sums the revenue by day and by them (not a fiscal record)', async () => {
    const { token, business, calls, products } = await salon();
    const stylist = await addMember(t.app, t.database, business.id, 'practitioner', { firstName: 'Sina' });
    const outsider = await addMember(t.app, t.database, (await salon()).business.id, 'reception');
    const refused = await calls.create(token, { employeeUserId: outsider.userId });
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'UNKNOWN_EMPLOYEE']);
    await finishedBill(t.app, business.id, token, products.cut, { employeeUserId: stylist.userId });
    await finishedBill(t.app, business.id, token, products.book, { employeeUserId: stylist.userId });
    await finishedBill(t.app, business.id, token, products.shampoo);
    await calls.create(token, { employeeUserId: stylist.userId }); // a draft counts for nothing

    const revenue = await calls.revenue(token, '?from=2026-03-01&to=2026-03-02');
    expect(revenue.statusCode).toBe(200);
    expect(revenue.json().revenue).toMatchObject({
      fiscalRecord: false,
      currency: 'EUR',
      bills: 3,
      totalMinor: 5099,
      byDay: [{ key: '2026-03-02', bills: 3, totalMinor: 5099 }],
      byEmployee: [
        { key: stylist.userId, label: 'Sina Mitarbeiterin', bills: 2, totalMinor: 5000 },
        { key: null, bills: 1, totalMinor: 99 },
      ],
    });
    const desk = await addMember(t.app, t.database, business.id, 'reception');
    expect((await calls.revenue(desk.token)).statusCode).toBe(403);
    expect((await calls.list(desk.token)).json().bills).toHaveLength(4);
    expect((await calls.list(stylist.token)).statusCode).toBe(403);
  });

  it('exports the finished bills of a period as CSV (a row per item) and JSON, for the accountant', async () => {
    const { token, business, calls, products } = await salon();
    await finishedBill(t.app, business.id, token, products.cut);
    await calls.create(token);
    const csv = await calls.exportCsv(token, '?from=2026-03-02&to=2026-03-02');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('1;2026-03-02T08:00:00.000Z;EUR;;;Haarschnitt;1;39.00;0;20;39.00;39.00;32.50;6.50');
    const json = (await calls.exportJson(token, '?from=2026-03-02&to=2026-03-02')).json();
    expect(json).toMatchObject({
      fiscalRecord: false,
      bills: [{ number: 1, items: [{ name: 'Haarschnitt' }] }],
    });
    expect(
      (await calls.exportCsv(token, '?from=2026-03-03&to=2026-03-03')).body.trim().split('\r\n'),
    ).toHaveLength(1);
  });
});

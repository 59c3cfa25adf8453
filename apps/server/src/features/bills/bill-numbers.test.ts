import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billCalls, newProduct } from '../../../test/bills';
import { signUpWithBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('bill numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function business(name: string) {
    const { token, business } = await signUpWithBusiness(t.app, { name });
    const productId = await newProduct(t.app, business.id, token, {
      name: 'Kontrolle',
      priceMinor: 5000,
      taxRatePercent: 20,
    });
    return { token, business, calls: billCalls(t.app, business.id), productId };
  }

  async function drafts(b: Awaited<ReturnType<typeof business>>, count: number) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = (await b.calls.create(b.token)).json().bill.id as string;
      expect((await b.calls.items(b.token, id, [{ productId: b.productId, quantity: 1 }])).statusCode).toBe(
        200,
      );
      ids.push(id);
    }
    return ids;
  }

  it('run 1 to 50 without a gap or a duplicate when 50 drafts finish at the same time', async () => {
    const b = await business('Praxis Parallel');
    const ids = await drafts(b, 50);
    const answers = await Promise.all(ids.map((id) => b.calls.finish(b.token, id)));
    expect(answers.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    const numbers = answers.map((res) => res.json().bill.number as number).sort((a, c) => a - c);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('count per business, and a refused finish takes no number', async () => {
    const a = await business('Praxis A');
    const b = await business('Praxis B');
    const [a1] = await drafts(a, 1);
    const empty = (await a.calls.create(a.token)).json().bill.id as string;
    expect((await a.calls.finish(a.token, empty)).statusCode).toBe(422);
    const [b1, b2] = await drafts(b, 2);
    expect((await b.calls.finish(b.token, b1!)).json().bill.number).toBe(1);
    expect((await a.calls.finish(a.token, a1!)).json().bill.number).toBe(1);
    expect((await b.calls.finish(b.token, b2!)).json().bill.number).toBe(2);
    // Finishing the same draft twice at once: one number, one 409.
    const [a2] = await drafts(a, 1);
    const twice = await Promise.all([a.calls.finish(a.token, a2!), a.calls.finish(a.token, a2!)]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [a3] = await drafts(a, 1);
    expect((await a.calls.finish(a.token, a3!)).json().bill.number).toBe(3);
  });
});

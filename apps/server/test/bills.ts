import type { App } from '../src/app';
import { bearer } from './accounts';

/** The bill routes of one business, as its staff call them (raw answers). */
export function billCalls(app: App, businessId: string) {
  const base = `/api/businesses/${businessId}`;
  return {
    product: (token: string, body: object) =>
      app.inject({
        method: 'POST',
        url: `${base}/products`,
        headers: bearer(token),
        payload: { public: true, active: true, ...body },
      }),
    create: (token: string, body: object = {}) =>
      app.inject({ method: 'POST', url: `${base}/bills`, headers: bearer(token), payload: body }),
    get: (token: string, billId: string) =>
      app.inject({ url: `${base}/bills/${billId}`, headers: bearer(token) }),
    change: (token: string, billId: string, body: object) =>
      app.inject({ method: 'PATCH', url: `${base}/bills/${billId}`, headers: bearer(token), payload: body }),
    items: (token: string, billId: string, items: object[]) =>
      app.inject({
        method: 'PUT',
        url: `${base}/bills/${billId}/items`,
        headers: bearer(token),
        payload: items,
      }),
    finish: (token: string, billId: string) =>
      app.inject({ method: 'POST', url: `${base}/bills/${billId}/finish`, headers: bearer(token) }),
    pdf: (token: string, billId: string) =>
      app.inject({ url: `${base}/bills/${billId}/pdf`, headers: bearer(token) }),
    email: (token: string, billId: string) =>
      app.inject({ method: 'POST', url: `${base}/bills/${billId}/email`, headers: bearer(token) }),
    list: (token: string, query = '') => app.inject({ url: `${base}/bills${query}`, headers: bearer(token) }),
    exportCsv: (token: string, query = '') =>
      app.inject({ url: `${base}/bills/export.csv${query}`, headers: bearer(token) }),
    exportJson: (token: string, query = '') =>
      app.inject({ url: `${base}/bills/export.json${query}`, headers: bearer(token) }),
    revenue: (token: string, query = '') =>
      app.inject({ url: `${base}/bills/revenue${query}`, headers: bearer(token) }),
    webhook: (token: string) => app.inject({ url: `${base}/bill-webhook`, headers: bearer(token) }),
    setWebhook: (token: string, body: object) =>
      app.inject({ method: 'PUT', url: `${base}/bill-webhook`, headers: bearer(token), payload: body }),
  };
}

/** A product of the catalogue (gross price in cents), made by the owner; its id. */
export async function newProduct(
  app: App,
  businessId: string,
  token: string,
  body: { name: string; priceMinor: number; taxRatePercent: number; active?: boolean },
): Promise<string> {
  const res = await billCalls(app, businessId).product(token, body);
  if (res.statusCode !== 201) throw new Error(`POST products answered ${res.statusCode}: ${res.body}`);
  return res.json().product.id;
}

/** A finished bill of one item, made by `token`; the finish's answer. */
export async function finishedBill(
  app: App,
  businessId: string,
  token: string,
  productId: string,
  body: object = {},
) {
  const calls = billCalls(app, businessId);
  const billId = (await calls.create(token, body)).json().bill.id as string;
  await calls.items(token, billId, [{ productId, quantity: 1 }]);
  return calls.finish(token, billId);
}

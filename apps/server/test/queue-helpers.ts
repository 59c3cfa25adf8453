import type { App } from '../src/app';
import { bearer } from './accounts';

/** POST /api/public/businesses/:publicId/queue; the answer as JSON with its status. */
export async function join(app: App, publicId: string, fullName: string, extra: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/businesses/${publicId}/queue`,
    payload: { fullName, ...extra },
  });
  return { status: res.statusCode, body: res.json() };
}

/** GET /api/queue/:entryToken → the patient's entry. */
export async function patientView(app: App, token: string) {
  return (await app.inject(`/api/queue/${token}`)).json().entry;
}

/** PATCH …/queue/:entryId as staff. */
export async function setStatus(
  app: App,
  staffToken: string,
  businessId: string,
  entryId: string,
  body: object,
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/businesses/${businessId}/queue/${entryId}`,
    headers: bearer(staffToken),
    payload: body,
  });
}

/** POST …/queue as staff: a patient added at the desk. */
export function addAtDesk(app: App, staffToken: string, businessId: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/queue`,
    headers: bearer(staffToken),
    payload: body,
  });
}

let nextAddress = 0;

/**
 * A QR registration from an address of its own (the route allows 30 a minute per address), with
 * optional headers (an Idempotency-Key); the raw answer.
 */
export function joinFrom(
  app: App,
  publicId: string,
  fullName: string,
  extra: object = {},
  headers: Record<string, string> = {},
) {
  nextAddress += 1;
  return app.inject({
    method: 'POST',
    url: `/api/public/businesses/${publicId}/queue`,
    payload: { fullName, ...extra },
    headers,
    remoteAddress: `198.18.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`,
  });
}

/** GET …/queue with the given query (view, limit, cursor, q …) as staff; the JSON body. */
export async function staffList(app: App, staffToken: string, businessId: string, query = '') {
  const res = await app.inject({
    url: `/api/businesses/${businessId}/queue${query ? `?${query}` : ''}`,
    headers: bearer(staffToken),
  });
  if (res.statusCode !== 200) throw new Error(`GET queue answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

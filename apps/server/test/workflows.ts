import type { App } from '../src/app';
import { bearer } from './accounts';

/** A stage as a workflow body lists it: a name and station names. */
export const stage = (name: string, ...stations: string[]) => ({
  name,
  stations: stations.map((s) => ({ name: s })),
});

/** POST …/workflows as `token`; the raw answer. */
export function postWorkflow(app: App, token: string, businessId: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/workflows`,
    headers: bearer(token),
    payload: body,
  });
}

/** GET …/workflows as `token`: the workflows. */
export async function listWorkflows(app: App, token: string, businessId: string) {
  const res = await app.inject({ url: `/api/businesses/${businessId}/workflows`, headers: bearer(token) });
  return res.json().workflows;
}

/** POST …/queue/:entryId/<action> as staff (call, advance, put-back); the raw answer. */
export function stationAction(
  app: App,
  token: string,
  businessId: string,
  entryId: string,
  action: 'call' | 'advance' | 'put-back',
  body: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/queue/${entryId}/${action}`,
    headers: bearer(token),
    payload: body,
  });
}

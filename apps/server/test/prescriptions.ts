import type { App } from '../src/app';
import { bearer, randomClientAddress } from './accounts';

/** Helpers of the repeat-prescription tests (issue 23): staff calls and the patient's link. */
export function prescriptionCalls(app: App, businessId: string) {
  const base = `/api/businesses/${businessId}`;
  return {
    setMedications: (token: string, patientId: string, list: { name: string; dose?: string }[]) =>
      app.inject({
        method: 'PUT',
        url: `${base}/patients/${patientId}/medications`,
        headers: bearer(token),
        payload: list,
      }),
    newLink: async (token: string, patientId: string, body: Record<string, unknown> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: `${base}/patients/${patientId}/portal-link`,
        headers: bearer(token),
        payload: body,
      });
      if (res.statusCode !== 201) throw new Error(`portal-link answered ${res.statusCode}: ${res.body}`);
      return res.json().token as string;
    },
    inbox: (token: string, query = '') =>
      app.inject({ url: `${base}/prescription-requests${query}`, headers: bearer(token) }),
    move: (token: string, requestId: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `${base}/prescription-requests/${requestId}`,
        headers: bearer(token),
        payload: body,
      }),
    settings: (token: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `${base}/prescription-settings`,
        headers: bearer(token),
        payload: body,
      }),
    portal: (portalToken: string) => app.inject(`/api/patient-portal/${portalToken}`),
    ask: (portalToken: string, body: Record<string, unknown>, remoteAddress = randomClientAddress()) =>
      app.inject({
        method: 'POST',
        url: `/api/patient-portal/${portalToken}/prescription-requests`,
        payload: body,
        remoteAddress,
      }),
  };
}

/**
 * A request of the business's patient that a doctor approved (in progress), so any role may make it
 * ready: the patient gets a list and a link first (the owner does both).
 */
export async function approvedRequest(app: App, businessId: string, ownerToken: string, patientId: string) {
  const calls = prescriptionCalls(app, businessId);
  await calls.setMedications(ownerToken, patientId, [{ name: 'Metformin', dose: '500 mg' }]);
  const link = await calls.newLink(ownerToken, patientId);
  const asked = await calls.ask(link, { medications: ['Metformin'], pickup: 'desk' });
  if (asked.statusCode !== 201) throw new Error(`request answered ${asked.statusCode}: ${asked.body}`);
  const id = asked.json().request.id as string;
  const approved = await calls.move(ownerToken, id, { status: 'inProgress' });
  if (approved.statusCode !== 200)
    throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);
  return id;
}

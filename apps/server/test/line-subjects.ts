import type { App } from '../src/app';
import { bearer } from './accounts';
import type { PopulatedBusiness } from './populated-business';
import { postWorkflow, stage, stationAction } from './workflows';

let made = 0;

/**
 * Subjects of their own for the team-policy walk's line and station routes, so that one role's
 * allowed call does not use up the next one's: an entry to call, finish or put back (called first),
 * a line to delete. Nothing for other routes.
 */
export async function lineSubjects(
  app: App,
  w: PopulatedBusiness,
  route: { method: string; url: string },
): Promise<Record<string, string>> {
  const action = /\/queue\/:entryId\/(call|advance|put-back)$/.exec(route.url)?.[1];
  made += 1;
  const letters = String.fromCharCode(97 + (made % 26), 97 + Math.floor(made / 26));
  if (action) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/businesses/${w.business.id}/queue`,
      headers: bearer(w.token),
      payload: { firstName: 'Stella', lastName: `Station${letters}` },
    });
    const entryId = res.json().entry.id as string;
    if (action === 'put-back') await stationAction(app, w.token, w.business.id, entryId, 'call');
    return { entryId };
  }
  if (route.method === 'DELETE' && route.url.endsWith('/workflows/:workflowId')) {
    const res = await postWorkflow(app, w.token, w.business.id, {
      name: `Linie ${letters}`,
      stages: [stage('Labor')],
    });
    return { workflowId: res.json().workflow.id as string };
  }
  return {};
}

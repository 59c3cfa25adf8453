import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { decodePngQr } from '../../../test/qr-decode';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listWorkflows, postWorkflow, stage } from '../../../test/workflows';

describe('the QR code of one line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://qtify.example' } });
  });
  afterAll(() => t.close());

  it('names the line in the registration link, and only a line of this business', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const lab = (
      await postWorkflow(t.app, token, business.id, { name: 'Labor', stages: [stage('Labor')] })
    ).json().workflow;
    const qr = (query: string) =>
      t.app.inject({ url: `/api/businesses/${business.id}/qr.png${query}`, headers: bearer(token) });
    const res = await qr(`?line=${lab.id}`);
    expect(res.statusCode).toBe(200);
    expect(decodePngQr(res.rawPayload)).toBe(
      `https://qtify.example/waitingRoom/patientnew?b=${business.publicId}&line=${lab.id}`,
    );
    const other = await signUpWithBusiness(t.app);
    const [theirs] = await listWorkflows(t.app, other.token, other.business.id);
    const foreign = await qr(`?line=${theirs.id}`);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.code).toBe('UNKNOWN_WORKFLOW');
  });
});

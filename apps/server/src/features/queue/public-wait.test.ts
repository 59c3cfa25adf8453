import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { join, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the live wait on a business’s public page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const wait = async (publicId: string) => {
    const res = await t.app.inject(`/api/public/businesses/${publicId}/wait`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().wait;
  };

  it('counts who waits and estimates the wait of someone joining now from the business default', async () => {
    const { token, business } = await signUpWithBusiness(t.app, { name: 'Praxis Wait', industry: 'medical' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: bearer(token),
      payload: { defaultServiceMinutes: 10 },
    });
    expect(await wait(business.publicId)).toEqual({ waiting: 0, estimatedWaitRange: { min: 0, max: 0 } });
    const first = await join(t.app, business.publicId, 'Anna Gruber');
    await join(t.app, business.publicId, 'Ben Huber');
    await join(t.app, business.publicId, 'Clara Maier');
    const three = await wait(business.publicId);
    expect(three.waiting).toBe(3);
    expect(three.estimatedWaitRange.max).toBeGreaterThanOrEqual(30);

    // Once the first is in treatment, two wait.
    await setStatus(t.app, token, business.id, first.body.entry.id, { status: 'inTreatment' });
    expect((await wait(business.publicId)).waiting).toBe(2);
  });

  it('tells counts only, never a name or ticket', async () => {
    const { business } = await signUpWithBusiness(t.app, { name: 'Salon Count', industry: 'hairdresser' });
    await join(t.app, business.publicId, 'Doris Unique');
    const res = await t.app.inject(`/api/public/businesses/${business.publicId}/wait`);
    expect(res.body).not.toContain('Doris');
    expect(Object.keys(res.json().wait).sort()).toEqual(['estimatedWaitRange', 'waiting']);
  });

  it('answers an unknown business with 404', async () => {
    expect((await t.app.inject('/api/public/businesses/zzzzzzzzzz/wait')).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithBusiness } from '../../../test/businesses';
import { join, patientView, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertWaitStatsFixture } from '../../../test/wait-stats-fixture';

describe('the estimated wait as a range from the measured service times', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Eight treatments of last week, served for 4, 6, 8, 8, 10, 12, 15 and 20 minutes: median 9, upper quartile 12.75. */
  const lastWeeksTreatments = [4, 6, 8, 8, 10, 12, 15, 20].map((servedFor, index) => ({
    at: new Date(Date.parse('2026-02-23T08:00:00Z') + index * 3_600_000).toISOString(),
    calledAfter: 5,
    servedFor,
  }));

  it('gives the people ahead × the median and the upper quartile of the latest treatments, in steps of five', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    await insertWaitStatsFixture(t.database.db, business.id, lastWeeksTreatments);
    const a = (await join(t.app, business.publicId, 'Anna Berger')).body.entry;
    await join(t.app, business.publicId, 'Ben Huber');
    const c = (await join(t.app, business.publicId, 'Clara Maier')).body.entry;
    // 2 ahead: 2 × 9 = 18 → 15, 2 × 12.75 = 25.5 → 30. The single figure keeps today's rule (the default, 10).
    expect(await patientView(t.app, c.token)).toMatchObject({
      ahead: 2,
      estimatedWaitMinutes: 20,
      estimatedWaitRange: { min: 15, max: 30 },
      perPerson: { min: 9, max: 12.75 },
    });

    // A 30-minute treatment joins the measured ones: 4 … 20, 30 → median 10, upper quartile 15.
    await setStatus(t.app, staff, business.id, a.id, { status: 'inTreatment' });
    t.clock.advanceMinutes(30);
    await setStatus(t.app, staff, business.id, a.id, { status: 'done' });
    expect(await patientView(t.app, c.token)).toMatchObject({
      ahead: 1,
      estimatedWaitRange: { min: 10, max: 15 },
      perPerson: { min: 10, max: 15 },
    });
  });

  it('is the single figure of today’s rule while fewer than eight treatments are measured', async () => {
    const { business } = await signUpWithBusiness(t.app);
    await insertWaitStatsFixture(t.database.db, business.id, lastWeeksTreatments.slice(0, 7));
    await join(t.app, business.publicId, 'Anna Berger');
    const b = (await join(t.app, business.publicId, 'Ben Huber')).body.entry;
    expect(b).toMatchObject({ estimatedWaitMinutes: 10, estimatedWaitRange: { min: 10, max: 10 } });
  });

  it('is nothing for the one who is next', async () => {
    const { business } = await signUpWithBusiness(t.app);
    await insertWaitStatsFixture(t.database.db, business.id, lastWeeksTreatments);
    const a = (await join(t.app, business.publicId, 'Anna Berger')).body.entry;
    expect(a).toMatchObject({ ahead: 0, estimatedWaitRange: { min: 0, max: 0 } });
  });
});

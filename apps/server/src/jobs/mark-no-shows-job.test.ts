import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { signUpWithBusiness } from '../../test/businesses';
import { joinFrom, patientView } from '../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AppContext } from '../app-context';
import { BackgroundTasks } from '../background-tasks';
import { silentRealtime } from '../features/realtime/realtime';
import { SCHEDULED_JOBS } from './scheduled-jobs';
import { startJobs } from './start-jobs';

const log = pino({ level: process.env.JOB_LOG ?? 'silent' }) as unknown as FastifyBaseLogger;

describe('the no-show job on pg-boss', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("runs with the app's clock and makes a called patient who did not come a no-show", async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const joined = (await joinFrom(t.app, business.publicId, 'Anna Berger')).json().entry;
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/queue/${joined.id}/notify`,
      headers: bearer(token),
      payload: {},
    });
    t.clock.advanceMinutes(5);
    const context = {
      database: t.database,
      clock: t.clock,
      mailer: t.mailer,
      config: t.config,
      tasks: new BackgroundTasks(pino({ level: 'silent' }) as unknown as FastifyBaseLogger),
      realtime: silentRealtime,
      push: { sendToEntry: async () => {} },
    } as unknown as AppContext;
    const jobs = SCHEDULED_JOBS.filter((job) => job.name === 'mark-no-shows');
    const runner = await startJobs(context, log, { jobs, pollingIntervalSeconds: 1 });
    try {
      // pg-boss sends a cron job on the minute's tick: within a minute and a bit.
      for (const deadline = Date.now() + 75_000; Date.now() < deadline; ) {
        // The app's view of the place looks for other writers (this job) a clock-second later.
        t.clock.advance(1000);
        if ((await patientView(t.app, joined.token)).status === 'noShow') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await runner.stop();
    }
    expect(await patientView(t.app, joined.token)).toMatchObject({ status: 'noShow', outcome: 'noShow' });
  }, 90_000);
});

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

const log = pino({ level: process.env.JOB_LOG ?? 'silent' }) as unknown as FastifyBaseLogger;

describe('the scheduled no-show job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("runs with the app's context and clock and makes a called patient who did not come a no-show", async () => {
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
    // pg-boss's tick that sends the job is start-jobs.test.ts's; here the scheduled run itself.
    const job = SCHEDULED_JOBS.find((candidate) => candidate.name === 'mark-no-shows');
    expect(await job?.run(context, t.clock.now(), log)).toBe(1);
    // The app's view of the place looks for other writers (this job) a clock-second later.
    t.clock.advance(1000);
    expect(await patientView(t.app, joined.token)).toMatchObject({ status: 'noShow', outcome: 'noShow' });
  });
});

import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/manual-clock';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { AppContext } from '../app-context';
import { openDatabase } from '../db/client';
import type { Database } from '../db/database';
import { PgBossJobQueue } from '../job-queue';
import type { ScheduledJob } from './scheduled-jobs';
import { type JobRunner, startJobs } from './start-jobs';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
/** A job of every minute is due at once: its last tick is less than a minute ago. */
const EVERY_MINUTE = '* * * * *';

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('timed jobs on pg-boss', () => {
  let t: TestDatabase;
  const runners: JobRunner[] = [];
  const contextOf = (database: Database) =>
    ({
      database,
      clock: new ManualClock(),
      config: testConfig(),
      jobs: new PgBossJobQueue(),
    }) as unknown as AppContext;
  const start = async (jobs: ScheduledJob[], database = t.database) => {
    const runner = await startJobs(contextOf(database), log, { jobs, pollingIntervalSeconds: 1 });
    runners.push(runner);
    return runner;
  };
  const query = async (text: string, params: unknown[] = []) => {
    const connection = await t.database.connect();
    try {
      return await connection.query(text, params);
    } finally {
      connection.release();
    }
  };
  /** The states of every run of a job, in pg-boss's job table and its archive. */
  const jobStates = async (name: string) =>
    (
      await query(
        'SELECT state::text FROM pgboss.job WHERE name = $1 UNION ALL SELECT state::text FROM pgboss.archive WHERE name = $1',
        [name],
      )
    ).map((row) => row.state);

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
  });
  afterAll(() => t.destroy());

  it("sends a job on its schedule's tick, runs it with the app's clock and records it as completed", async () => {
    const runs: Date[] = [];
    await start([
      {
        name: 'probe-tick',
        cron: EVERY_MINUTE,
        run: async (_context, now) => {
          runs.push(now);
          return 1;
        },
        done: 'probe ran',
      },
    ]);
    await waitFor(() => runs.length === 1, 'the first run');
    expect(runs[0]).toEqual(new ManualClock().now());
    await waitFor(async () => (await jobStates('probe-tick')).includes('completed'), 'the completed job');
  });

  it('schedules the reminders, the waitlist offers, the no-show sweep, the sweep of guests, the purges of booking answers, mail records, verification links and used challenges, and on PGlite a nightly vacuum', async () => {
    const runner = await startJobs(contextOf(t.database), log, { pollingIntervalSeconds: 1 });
    runners.push(runner);
    expect(await query('SELECT name, cron FROM pgboss.schedule ORDER BY name')).toEqual([
      { name: 'anonymise-walk-ins', cron: '45 3 * * *' },
      { name: 'erase-requested-patients', cron: '15 3 * * *' },
      { name: 'mark-no-shows', cron: '* * * * *' },
      { name: 'offer-freed-slots', cron: '* * * * *' },
      { name: 'purge-email-verifications', cron: '*/15 * * * *' },
      { name: 'purge-idempotency-keys', cron: '*/5 * * * *' },
      { name: 'purge-mail-sends', cron: '*/15 * * * *' },
      { name: 'purge-used-challenges', cron: '*/5 * * * *' },
      { name: 'send-reminders', cron: '* * * * *' },
      { name: 'sweep-temporary-users', cron: '*/5 * * * *' },
      ...(t.database.kind === 'pglite' ? [{ name: 'vacuum-embedded-database', cron: '30 2 * * *' }] : []),
    ]);
  });

  it('waits on shutdown for a job that is running, with the database still open for it', async () => {
    let release: () => void = () => {};
    let started = false;
    let finished = false;
    const runner = await start([
      {
        name: 'probe-slow',
        cron: EVERY_MINUTE,
        run: async (context) => {
          started = true;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          await context.database.ping();
          finished = true;
          return 0;
        },
        done: 'probe ran',
      },
    ]);
    await waitFor(() => started, 'the job to start');
    runners.splice(runners.indexOf(runner), 1);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(await jobStates('probe-slow')).toContain('completed');
  });

  // Several instances exist only on PostgreSQL: PGlite is embedded in one process. Two runners over
  // PGlite's one shared session are no deployment, and there pg-boss's cron once sent a tick twice.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'runs each tick of a schedule once, however many instances run the jobs',
    async () => {
      const second = await openDatabase({ databaseUrl: t.url ?? '', dataDir: 'memory://' });
      try {
        const minutes: number[] = [];
        const job: ScheduledJob = {
          name: 'probe-once',
          cron: EVERY_MINUTE,
          run: async () => {
            minutes.push(Math.floor(Date.now() / 60_000));
            return 0;
          },
          done: 'probe ran',
        };
        await Promise.all([start([job]), start([job], second)]);
        await waitFor(() => minutes.length >= 1, 'a run');
        // Long enough for both instances' timekeepers and workers to have looked several times.
        await new Promise((resolve) => setTimeout(resolve, 4000));
        expect(new Set(minutes).size).toBe(minutes.length);
      } finally {
        for (const runner of runners.splice(0)) await runner.stop();
        await second.close();
      }
    },
  );
});

import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext } from '../app-context';
import { startBillWebhookWorker } from './bill-webhook-worker';
import { bossDatabase } from './boss-database';
import { SCHEDULED_JOBS, type ScheduledJob } from './scheduled-jobs';

/** pg-boss keeps its tables (job, schedule, archive, …) in a schema of its own. */
export const JOB_SCHEMA = 'pgboss';

/** A job still running at shutdown gets this long; the process itself gives up at 10 s (shutdown.ts). */
const STOP_TIMEOUT_MS = 8000;

/**
 * One run at a time per job across all instances ('stately': at most one waiting and one
 * running), no retries (the next tick is the retry), and a run that hangs counts as failed after
 * 15 minutes.
 */
const QUEUE_OPTIONS = { policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 } as const;

export interface JobRunnerOptions {
  /** The jobs to schedule (tests pass their own). */
  jobs?: readonly ScheduledJob[];
  /**
   * How often an idle worker asks the database for work: a run starts at most this long after
   * its tick. Each ask is one small query; on PGlite it runs on the app's thread.
   */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  /** Stops taking new work, waits for a running job (up to 8 s), then lets go of the database. */
  stop(): Promise<void>;
}

/**
 * Timed work on pg-boss over the app's own database (PGlite or PostgreSQL): each job is a queue
 * with a cron schedule. On every tick one instance's timekeeper sends one job (pg-boss's cron
 * lock and a per-minute singleton), and one worker of all instances runs it (SKIP LOCKED).
 */
export async function startJobs(
  context: AppContext,
  log: FastifyBaseLogger,
  options: JobRunnerOptions = {},
): Promise<JobRunner> {
  const jobs = (options.jobs ?? SCHEDULED_JOBS).filter(
    (job) => !job.embeddedOnly || context.database.kind === 'pglite',
  );
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 30;
  const database = bossDatabase(context.database);
  const boss = new PgBoss({
    db: database.db,
    schema: JOB_SCHEMA,
    // How often one instance looks for due schedules, and how soon its worker turns one into a job.
    cronMonitorIntervalSeconds: Math.max(1, Math.min(pollingIntervalSeconds, 30)),
    cronWorkerIntervalSeconds: Math.max(1, Math.min(pollingIntervalSeconds, 45)),
    // Finished jobs stay visible in pgboss.job for a day, then a week in pgboss.archive.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue failed'));
  await boss.start();

  const running = new Set<Promise<void>>();
  const runJob = async (job: ScheduledJob) => {
    try {
      const changed = await job.run(context, context.clock.now(), log);
      if (changed) log.info({ job: job.name, count: changed }, job.done);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed');
      throw error;
    }
  };
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, ...QUEUE_OPTIONS });
    await boss.updateQueue(job.name, { name: job.name, ...QUEUE_OPTIONS });
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds }, () => {
      const run = runJob(job);
      running.add(run);
      run.then(
        () => running.delete(run),
        () => running.delete(run),
      );
      return run;
    });
  }
  await startBillWebhookWorker(context, boss, pollingIntervalSeconds, log);
  // A job an older version had and this one does not must not keep firing.
  for (const { name } of await boss.getSchedules()) {
    if (!jobs.some((job) => job.name === name)) await boss.unschedule(name);
  }

  return {
    stop: async () => {
      context.jobs.attach(undefined);
      try {
        await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      } catch (error) {
        log.error({ err: error }, 'job queue did not stop cleanly');
      }
      // pg-boss waits for the jobs it knows are running; a fetch still in flight may start one more.
      do {
        await Promise.allSettled([...running]);
        await database.drain();
      } while (running.size > 0);
      database.close();
    },
  };
}

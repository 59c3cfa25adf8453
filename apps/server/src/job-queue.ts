import type PgBoss from 'pg-boss';

/**
 * Work a service hands to pg-boss to run (and retry) apart from the request, e.g. a finished bill's
 * webhook delivery. The job runner (jobs/start-jobs.ts) attaches its pg-boss instance once started;
 * an app without jobs (most tests) has none, and a job sent then is reported as not queued.
 */
export interface JobQueue {
  /** Queues `data` for the worker of `name`; false when no job runner is attached. */
  send(name: string, data: object): Promise<boolean>;
}

export class PgBossJobQueue implements JobQueue {
  private boss: PgBoss | undefined;

  attach(boss: PgBoss | undefined): void {
    this.boss = boss;
  }

  async send(name: string, data: object): Promise<boolean> {
    if (!this.boss) return false;
    await this.boss.send(name, data);
    return true;
  }
}

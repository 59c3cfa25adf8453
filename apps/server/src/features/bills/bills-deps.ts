import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import type { JobQueue } from '../../job-queue';
import type { Mailer } from '../mail/mailer';

/** What the bill use cases need (issue 22). */
export interface BillsDeps {
  db: AppDatabase;
  clock: Clock;
  mailer: Mailer;
  tasks: Pick<BackgroundTasks, 'run'>;
  /** Where a finished bill's webhook delivery is queued (pg-boss). */
  jobs: JobQueue;
  /** For what fails after the answer; never given personal data. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function billsDeps(context: AppContext, log: Pick<FastifyBaseLogger, 'warn'>): BillsDeps {
  return {
    db: context.database.db,
    clock: context.clock,
    mailer: context.mailer,
    tasks: context.tasks,
    jobs: context.jobs,
    log,
  };
}

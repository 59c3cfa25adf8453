import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import { siteOrigin } from '../../site-origin';
import type { Mailer } from '../mail/mailer';
import type { Realtime } from '../realtime/realtime';

/** What the repeat-prescription use cases need (issue 23). */
export interface PrescriptionsDeps {
  db: AppDatabase;
  clock: Clock;
  mailer: Mailer;
  /** Mails go out after the answer. */
  tasks: Pick<BackgroundTasks, 'run'>;
  /** The configured public site (links in mails; never a request header). */
  origin: string;
  realtime: Pick<Realtime, 'prescriptionsChanged' | 'portalChanged'>;
  /** For what fails after the answer (a mail); never given personal data. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function prescriptionsDeps(
  context: AppContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PrescriptionsDeps {
  return {
    db: context.database.db,
    clock: context.clock,
    mailer: context.mailer,
    tasks: context.tasks,
    origin: siteOrigin(context.config),
    realtime: context.realtime,
    log,
  };
}

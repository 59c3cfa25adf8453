import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { siteOrigin } from '../../site-origin';
import type { Mailer } from '../mail/mailer';
import type { Realtime } from '../realtime/realtime';

/** What the data-rights use cases need (erasure, the patient's data, requests, retention). */
export interface PatientDataDeps {
  db: AppDatabase;
  clock: Clock;
  mailer: Mailer;
  /** The configured public site (links in mails; never a request header). */
  origin: string;
  config: Pick<Config, 'limits'>;
  realtime: Pick<Realtime, 'appointmentsChanged' | 'leaveQueue' | 'disconnectUsers'>;
  /** For what fails after the answer (a mail); never given personal data. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function patientDataDeps(context: AppContext, log: Pick<FastifyBaseLogger, 'warn'>): PatientDataDeps {
  return {
    db: context.database.db,
    clock: context.clock,
    mailer: context.mailer,
    origin: siteOrigin(context.config),
    config: context.config,
    realtime: context.realtime,
    log,
  };
}

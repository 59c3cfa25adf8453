import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './features/mail/mailer';
import type { PushSender } from './features/push/push-sender';
import type { Realtime } from './features/realtime/realtime';
import type { PgBossJobQueue } from './job-queue';

/** What every feature's routes receive as plugin options: the app's configuration and services. */
export interface AppContext {
  config: Config;
  database: Database;
  /** The time for services (tests move it instead of sleeping). */
  clock: Clock;
  /** Outgoing mail: SMTP, or the outbox directory without SMTP_URL. */
  mailer: Mailer;
  /** Work that runs after the answer, e.g. sending a mail; the app waits for it on close. */
  tasks: BackgroundTasks;
  /** Events to connected browsers (socket.io). */
  realtime: Realtime;
  /** Web Push to patients who allowed notifications. */
  push: PushSender;
  /** Work queued on pg-boss (a bill's webhook); the job runner attaches itself when it starts. */
  jobs: PgBossJobQueue;
}

import type { AppContext } from '../../app-context';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import type { Realtime } from '../realtime/realtime';
import { type AttemptLimiter, memoryAttemptLimiter } from './attempt-limiter';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';

export interface AuthLimits {
  /** Failed logins: 10 per 15 minutes, counted per e-mail and per IP address; successes do not count. */
  failedLogins: AttemptLimiter;
  /** Password-reset requests: 5 per hour per e-mail, so nobody can flood a mailbox. */
  resetRequests: AttemptLimiter;
}

/** What the accounts use cases need; each takes the part it uses. */
export interface AuthDeps {
  db: AppDatabase;
  clock: Clock;
  config: Config;
  hasher: PasswordHasher;
  limits: AuthLimits;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** Revoking a session disconnects its sockets (issue 16). */
  realtime: Pick<Realtime, 'disconnectSessions'>;
}

export async function createAuthDeps(context: AppContext): Promise<AuthDeps> {
  return {
    db: context.database.db,
    clock: context.clock,
    config: context.config,
    hasher: await createPasswordHasher(),
    limits: {
      failedLogins: memoryAttemptLimiter({ max: 10, windowMs: 15 * 60 * 1000 }),
      resetRequests: memoryAttemptLimiter({ max: 5, windowMs: 60 * 60 * 1000 }),
    },
    mailer: context.mailer,
    tasks: context.tasks,
    realtime: context.realtime,
  };
}

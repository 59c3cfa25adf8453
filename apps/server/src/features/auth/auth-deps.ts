import type { Budget } from '@qtify/shared/domain/abuse-limits';
import { VERIFY_MAIL_RESENDS_PER_ACCOUNT } from '@qtify/shared/domain/abuse-limits';
import type { AppContext } from '../../app-context';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { type AttemptLimiter, memoryAttemptLimiter } from './attempt-limiter';
import { type LoginThrottle, memoryLoginThrottle } from './login-throttle';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';

export interface AuthLimits {
  /** Wrong passwords: the guessing address is locked, the account only slowed (login-throttle.ts). */
  logins: LoginThrottle;
  /** Password-reset requests: 5 per hour per e-mail, so nobody can flood a mailbox. */
  resetRequests: AttemptLimiter;
  /** Password-reset requests per client address (config.limits.resetRequestsPerAddress). */
  resetRequestsPerAddress: AttemptLimiter;
  /** Sign-ups per client address (config.limits.signupsPerAddress). */
  signupsPerAddress: AttemptLimiter;
  /** Resends of the verification mail per user. */
  verificationResends: AttemptLimiter;
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
  /**
   * Revoking a session disconnects its sockets (issue 16). A port the realtime feature fills: the
   * socket server authenticates through the accounts, so the accounts must not import it back.
   */
  realtime: { disconnectSessions(sessionIds: string[]): void };
}

const limiter = ({ max, windowMinutes }: Budget) =>
  memoryAttemptLimiter({ max, windowMs: windowMinutes * 60_000 });

export function createAuthLimits(limits: Config['limits']): AuthLimits {
  return {
    logins: memoryLoginThrottle({ perAddress: limits.failedLoginsPerAddress }),
    resetRequests: limiter({ max: 5, windowMinutes: 60 }),
    resetRequestsPerAddress: limiter(limits.resetRequestsPerAddress),
    signupsPerAddress: limiter(limits.signupsPerAddress),
    verificationResends: limiter(VERIFY_MAIL_RESENDS_PER_ACCOUNT),
  };
}

export async function createAuthDeps(context: AppContext): Promise<AuthDeps> {
  return {
    db: context.database.db,
    clock: context.clock,
    config: context.config,
    hasher: await createPasswordHasher(),
    limits: createAuthLimits(context.config.limits),
    mailer: context.mailer,
    tasks: context.tasks,
    realtime: context.realtime,
  };
}

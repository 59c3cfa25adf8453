import { DEFAULT_LANGUAGE, type LanguageId } from '@qtify/shared/i18n/languages';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { temporaryUserExpiry } from './session-policy';
import { startSession } from './start-session';
import { insertUser } from './users.repository';

export interface TemporaryUserInput {
  firstName: string;
  lastName: string;
  languageId?: LanguageId;
}

export interface TemporaryUserDeps {
  /** The app's database or a transaction (e.g. the one that also creates a queue entry). */
  db: AppDatabase;
  clock: Clock;
  config: Pick<Config, 'tempAccountTtlHours'>;
}

/**
 * A guest account without e-mail or password (a patient who registered in the waiting room), and
 * a session for it: returns the user id and the bearer token to hand to the client. The account
 * expires TEMP_ACCOUNT_TTL_HOURS after its last activity and is then deleted by the sweep
 * (jobs/sweep-temporary-users.ts); POST /api/auth/upgrade makes it permanent.
 */
export async function createTemporaryUser(
  deps: TemporaryUserDeps,
  input: TemporaryUserInput,
): Promise<{ userId: string; token: string }> {
  const now = deps.clock.now();
  const user = await insertUser(deps.db, {
    firstName: input.firstName,
    lastName: input.lastName,
    languageId: input.languageId ?? DEFAULT_LANGUAGE,
    temporary: true,
    expiresAt: temporaryUserExpiry(now, deps.config.tempAccountTtlHours),
    lastActiveAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { userId: user.id, token: await startSession(deps, user.id) };
}

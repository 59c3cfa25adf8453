import type { SignupBody } from '@qtify/shared/schemas/auth-schemas';
import { isUniqueViolation } from '../../db/is-unique-violation';
import type { AuthDeps } from './auth-deps';
import { emailTaken } from './auth-errors';
import { checkNewPassword } from './check-new-password';
import { startSession } from './start-session';
import { findUserByEmail, insertUser } from './users.repository';

/** Creates a permanent account and signs it in; returns the bearer token. */
export async function signUp(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'hasher'>,
  body: SignupBody,
): Promise<string> {
  checkNewPassword(body.password, body.passwordRepeat);
  // Checked first to spare the hash; the unique index still decides when two signups race.
  if (await findUserByEmail(deps.db, body.email)) throw emailTaken();
  const passwordHash = await deps.hasher.hash(body.password);
  const now = deps.clock.now();
  try {
    const user = await insertUser(deps.db, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      languageId: body.languageId ?? 'de',
      lastActiveAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return await startSession(deps, user.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

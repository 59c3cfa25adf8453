import type { UpgradeBody, User } from '@qtify/shared/schemas/auth-schemas';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { AppError } from '../../errors/app-error';
import type { AuthDeps } from './auth-deps';
import { emailTaken } from './auth-errors';
import type { AuthenticatedUser } from './authenticate-token';
import { checkNewPassword } from './check-new-password';
import { sendVerificationMail } from './send-verification-mail';
import { userView } from './user-view';
import { findUserByEmail, updateUser } from './users.repository';

/**
 * Turns the caller's temporary account into a permanent one with e-mail and password. The user
 * keeps their id, so their waiting-room entries and bookings stay theirs, and their session goes on.
 * Their address is unverified until they follow the link of the mail this sends.
 */
export async function upgradeTemporaryUser(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config' | 'hasher' | 'mailer' | 'tasks'>,
  caller: AuthenticatedUser,
  body: UpgradeBody,
): Promise<User> {
  if (!caller.temporary) throw new AppError(409, 'NOT_TEMPORARY', 'This account is already permanent');
  checkNewPassword(body.password, body.passwordRepeat);
  if (await findUserByEmail(deps.db, body.email)) throw emailTaken();
  const passwordHash = await deps.hasher.hash(body.password);
  try {
    const row = await updateUser(
      deps.db,
      caller.id,
      { email: body.email, passwordHash, temporary: false, expiresAt: null },
      deps.clock.now(),
    );
    if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
    // A guest who becomes permanent proves the new address like anyone who signs up.
    deps.tasks.run('verification mail', () => sendVerificationMail(deps, { ...row, email: body.email }));
    return userView(deps.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

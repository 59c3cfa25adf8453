import type { ChangePasswordBody } from '@qtify/shared/schemas/auth-schemas';
import { clientKey } from '../../client-key';
import { AppError } from '../../errors/app-error';
import type { AuthDeps } from './auth-deps';
import { invalidCredentials, rateLimited } from './auth-errors';
import type { AuthenticatedUser } from './authenticate-token';
import { checkNewPassword } from './check-new-password';
import type { LoginOutcome } from './login-throttle';
import { invalidatePasswordResets } from './password-resets.repository';
import { revokeUserSessions } from './sessions.repository';
import { findUserById, updateUser } from './users.repository';

/**
 * Sets a new password after checking the old one. Every other session of the user ends (a thief
 * who had one is out, their sockets too), the caller's stays; open reset links die too. Wrong old passwords count as
 * failed logins, so a stolen session cannot be used to guess the password.
 */
export async function changePassword(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'hasher' | 'limits' | 'realtime'>,
  caller: AuthenticatedUser & { ip: string },
  body: ChangePasswordBody,
): Promise<void> {
  if (!body.oldPassword) {
    throw new AppError(422, 'OLD_PASSWORD_REQUIRED', 'Old password is required', {
      fields: { oldPassword: 'oldPasswordRequired' },
    });
  }
  checkNewPassword(body.newPassword, body.newPasswordRepeat, 'newPassword');

  const now = deps.clock.now();
  const user = await findUserById(deps.db, caller.id);
  // The login's account key, so guesses here and at the login share one streak.
  const account = user?.email ? `email:${user.email.toLowerCase()}` : `user:${caller.id}`;
  const address = clientKey(caller.ip);
  const wait = await deps.limits.logins.admit(account, address, now);
  if (wait > 0) throw rateLimited(wait);
  let outcome: LoginOutcome = 'aborted';
  try {
    const matches = user ? await deps.hasher.verify(user.passwordHash, body.oldPassword) : false;
    outcome = matches ? 'success' : 'failure';
  } finally {
    await deps.limits.logins.settle(account, address, now, outcome);
  }
  if (!user || outcome !== 'success') throw invalidCredentials();

  const passwordHash = await deps.hasher.hash(body.newPassword);
  const revoked = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash }, now);
    const ended = await revokeUserSessions(tx, user.id, now, caller.sessionId);
    await invalidatePasswordResets(tx, user.id, now);
    return ended;
  });
  deps.realtime.disconnectSessions(revoked);
}

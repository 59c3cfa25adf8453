import type { ResetPasswordBody } from '@qtify/shared/schemas/auth-schemas';
import type { AuthDeps } from './auth-deps';
import { invalidLinkToken } from './auth-errors';
import { checkNewPassword } from './check-new-password';
import { hashToken } from './opaque-token';
import {
  consumePasswordReset,
  findPasswordResetUser,
  invalidatePasswordResets,
} from './password-resets.repository';
import { revokeUserSessions } from './sessions.repository';
import { updateUser } from './users.repository';

/**
 * Sets a new password with a reset link's token: single-use, one hour. Every session of the user
 * ends (whoever knew the old password is out, their open sockets too) and the user's other reset
 * links die.
 */
export async function resetPassword(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'hasher' | 'realtime'>,
  body: ResetPasswordBody,
): Promise<void> {
  const tokenHash = hashToken(body.token);
  // The token first: someone with a dead link should not type a new password twice to learn it.
  if (!(await findPasswordResetUser(deps.db, tokenHash, deps.clock.now()))) throw invalidLinkToken();
  checkNewPassword(body.password, body.passwordRepeat);
  const passwordHash = await deps.hasher.hash(body.password);

  const revoked = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // Consuming is the real check: a second request with the same token finds it used.
    const userId = await consumePasswordReset(tx, tokenHash, now);
    if (!userId) throw invalidLinkToken();
    await updateUser(tx, userId, { passwordHash }, now);
    const ended = await revokeUserSessions(tx, userId, now);
    await invalidatePasswordResets(tx, userId, now);
    return ended;
  });
  deps.realtime.disconnectSessions(revoked);
}

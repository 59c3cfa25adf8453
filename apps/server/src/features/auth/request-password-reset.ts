import type { AuthDeps } from './auth-deps';
import { rateLimited } from './auth-errors';
import { newOpaqueToken } from './opaque-token';
import { passwordResetMail } from './password-reset-mail';
import { insertPasswordReset } from './password-resets.repository';
import { RESET_TOKEN_TTL_MS } from './session-policy';
import { findUserByEmail } from './users.repository';

type Deps = Pick<AuthDeps, 'db' | 'clock' | 'limits' | 'mailer' | 'tasks'>;

async function sendResetLink(deps: Deps, email: string, siteOrigin: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.email || user.temporary) return;
  const now = deps.clock.now();
  const { token, tokenHash } = newOpaqueToken();
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash,
    now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${siteOrigin}/reset-password?token=${token}`;
  await deps.mailer.send(
    passwordResetMail({ to: user.email, firstName: user.firstName, languageId: user.languageId, link }),
  );
}

/**
 * Accepts a reset request for any address and returns at once (the route answers 202 whether or
 * not the address has an account). Looking the address up, creating the token and sending the
 * mail happen after the answer, so neither its status, body nor timing tells whether the address
 * is registered. Five requests an hour per address, registered or not.
 */
export async function requestPasswordReset(deps: Deps, email: string, siteOrigin: string): Promise<void> {
  const now = deps.clock.now();
  const key = `email:${email}`;
  const wait = await deps.limits.resetRequests.retryAfter(key, now);
  if (wait > 0) throw rateLimited(wait);
  await deps.limits.resetRequests.record(key, now);
  deps.tasks.run('password reset mail', () => sendResetLink(deps, email, siteOrigin));
}

import { clientKey } from '../../client-key';
import { allowPublicMail } from '../mail/public-mail-budget';
import { accountLinkMail } from './account-link-mail';
import type { AuthDeps } from './auth-deps';
import { rateLimited } from './auth-errors';
import { newOpaqueToken } from './opaque-token';
import { insertPasswordReset } from './password-resets.repository';
import { RESET_TOKEN_TTL_MS } from './session-policy';
import { findUserByEmail } from './users.repository';

type Deps = Pick<AuthDeps, 'db' | 'clock' | 'config' | 'limits' | 'mailer' | 'tasks'>;

async function sendResetLink(deps: Deps, email: string, siteOrigin: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.email || user.temporary) return;
  const now = deps.clock.now();
  // Anyone can ask for a stranger's reset: the public mail budget keeps their inbox quiet.
  if (!(await allowPublicMail(deps, user.email, 'password-reset', now))) return;
  const { token, tokenHash } = newOpaqueToken();
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash,
    now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${siteOrigin}/reset-password?token=${token}`;
  await deps.mailer.send(
    accountLinkMail('passwordReset', {
      to: user.email,
      firstName: user.firstName,
      languageId: user.languageId,
      link,
    }),
  );
}

/**
 * Accepts a reset request for any address and returns at once (the route answers 202 whether or
 * not the address has an account). Looking the address up, creating the token and sending the
 * mail happen after the answer, so neither its status, body nor timing tells whether the address
 * is registered. Five requests an hour per e-mail address, registered or not, and a few per
 * client address (config.limits.resetRequestsPerAddress), whatever the e-mail.
 */
export async function requestPasswordReset(
  deps: Deps,
  { email, ip }: { email: string; ip: string },
  siteOrigin: string,
): Promise<void> {
  const now = deps.clock.now();
  const fromAddress = await deps.limits.resetRequestsPerAddress.consume(clientKey(ip), now);
  if (fromAddress > 0) throw rateLimited(fromAddress);
  const forEmail = await deps.limits.resetRequests.consume(`email:${email}`, now);
  if (forEmail > 0) throw rateLimited(forEmail);
  deps.tasks.run('password reset mail', () => sendResetLink(deps, email, siteOrigin));
}

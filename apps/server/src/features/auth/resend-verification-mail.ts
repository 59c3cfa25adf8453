import { AppError } from '../../errors/app-error';
import type { AuthDeps } from './auth-deps';
import { rateLimited } from './auth-errors';
import type { AuthenticatedUser } from './authenticate-token';
import { sendVerificationMail } from './send-verification-mail';
import { findUserById } from './users.repository';

/**
 * Sends the signed-in user a new verification link (POST /api/auth/verify-email/resend). A few
 * an hour per user (429 with Retry-After beyond), and the public mail budget of their address
 * (which the sign-up mail counts towards) also answers 429 when spent. A verified user gets no
 * mail; a temporary one has no address to verify (403).
 */
export async function resendVerificationMail(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config' | 'mailer' | 'limits'>,
  caller: AuthenticatedUser,
): Promise<void> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
  if (user.temporary || !user.email) {
    throw new AppError(403, 'FORBIDDEN', 'A guest account has no e-mail address to verify');
  }
  if (user.emailVerifiedAt) return;
  const now = deps.clock.now();
  const wait = await deps.limits.verificationResends.consume(`user:${user.id}`, now);
  if (wait > 0) throw rateLimited(wait);
  const sent = await sendVerificationMail(deps, { ...user, email: user.email });
  if (!sent) throw rateLimited(deps.config.limits.mailsPerRecipient.windowMinutes * 60);
}

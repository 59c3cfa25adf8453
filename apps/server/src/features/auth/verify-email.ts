import type { AuthDeps } from './auth-deps';
import { invalidLinkToken } from './auth-errors';
import { consumeEmailVerification } from './email-verifications.repository';
import { hashToken, isOpaqueToken } from './opaque-token';

/**
 * Follows a verification link (POST /api/auth/verify-email): no login needed, the link may be
 * opened on another device than the one signed in. A used, expired or unknown token, or one for
 * an address the account no longer has, answers 422 INVALID_TOKEN.
 */
export async function verifyEmail(deps: Pick<AuthDeps, 'db' | 'clock'>, token: string): Promise<void> {
  const userId = isOpaqueToken(token)
    ? await consumeEmailVerification(deps.db, hashToken(token), deps.clock.now())
    : undefined;
  if (!userId) throw invalidLinkToken();
}

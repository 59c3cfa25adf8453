import { siteOrigin } from '../../site-origin';
import { allowPublicMail } from '../mail/public-mail-budget';
import { accountLinkMail } from './account-link-mail';
import type { AuthDeps } from './auth-deps';
import { insertEmailVerification } from './email-verifications.repository';
import { newOpaqueToken } from './opaque-token';
import { EMAIL_VERIFICATION_TTL_MS } from './session-policy';

export interface VerificationRecipient {
  id: string;
  email: string;
  firstName: string;
  languageId: string;
}

/**
 * Mails `user` a new `/verify-email?token=…` link for their current address. Anyone can sign up
 * with a stranger's address, so the mail passes the public mail budget: beyond it nothing is
 * created or sent, and the answer is false.
 */
export async function sendVerificationMail(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  user: VerificationRecipient,
): Promise<boolean> {
  const now = deps.clock.now();
  if (!(await allowPublicMail(deps, user.email, 'verify-email', now))) return false;
  const { token, tokenHash } = newOpaqueToken();
  await insertEmailVerification(deps.db, {
    userId: user.id,
    email: user.email,
    tokenHash,
    now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  const link = `${siteOrigin(deps.config)}/verify-email?token=${token}`;
  await deps.mailer.send(
    accountLinkMail('verifyEmail', {
      to: user.email,
      firstName: user.firstName,
      languageId: user.languageId,
      link,
    }),
  );
  return true;
}

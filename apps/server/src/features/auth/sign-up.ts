import type { SignupBody } from '@qtify/shared/schemas/auth-schemas';
import { clientKey } from '../../client-key';
import { isUniqueViolation } from '../../db/is-unique-violation';
import type { AuthDeps } from './auth-deps';
import { emailTaken, rateLimited } from './auth-errors';
import { checkNewPassword } from './check-new-password';
import { sendVerificationMail } from './send-verification-mail';
import { startSession } from './start-session';
import { findUserByEmail, insertUser } from './users.repository';

/**
 * Creates a permanent account, signs it in and returns the bearer token; the verification mail
 * follows after the answer. A few sign-ups an hour per client address: the attempts that get as
 * far as the address check count (a mistyped password repeat does not, a taken address does).
 */
export async function signUp(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config' | 'hasher' | 'limits' | 'mailer' | 'tasks'>,
  body: SignupBody,
  ip: string,
): Promise<string> {
  checkNewPassword(body.password, body.passwordRepeat);
  const wait = await deps.limits.signupsPerAddress.consume(clientKey(ip), deps.clock.now());
  if (wait > 0) throw rateLimited(wait);
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
    const token = await startSession(deps, user.id);
    deps.tasks.run('verification mail', () => sendVerificationMail(deps, { ...user, email: body.email }));
    return token;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

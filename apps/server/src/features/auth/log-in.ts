import { clientKey } from '../../client-key';
import type { AuthDeps } from './auth-deps';
import { invalidCredentials, rateLimited } from './auth-errors';
import type { LoginOutcome } from './login-throttle';
import { startSession } from './start-session';
import { findUserByEmail } from './users.repository';

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address (request.ip): the throttle counts its failures. */
  ip: string;
}

/**
 * Checks e-mail and password and returns a new session's bearer token. An unknown e-mail and a
 * wrong password answer alike and take as long (the hasher verifies against a dummy hash), and
 * both count as a failure of that e-mail and that address; the throttle then answers 429 with
 * Retry-After for a while (login-throttle.ts), whether or not the e-mail exists.
 */
export async function logIn(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'hasher' | 'limits'>,
  { email, password, ip }: LoginInput,
): Promise<string> {
  const now = deps.clock.now();
  const account = `email:${email.trim().toLowerCase()}`;
  const address = clientKey(ip);
  const wait = await deps.limits.logins.admit(account, address, now);
  if (wait > 0) throw rateLimited(wait);

  let outcome: LoginOutcome = 'aborted';
  let userId: string | undefined;
  try {
    const user = await findUserByEmail(deps.db, email.trim());
    const matches = await deps.hasher.verify(user?.passwordHash, password);
    userId = matches ? user?.id : undefined;
    outcome = userId ? 'success' : 'failure';
  } finally {
    await deps.limits.logins.settle(account, address, now, outcome);
  }
  if (!userId) throw invalidCredentials();
  return startSession(deps, userId);
}

import type { AuthDeps } from './auth-deps';
import { invalidCredentials, rateLimited } from './auth-errors';
import { startSession } from './start-session';
import { findUserByEmail } from './users.repository';

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address, for the per-IP failure count. */
  ip: string;
}

/**
 * Checks e-mail and password and returns a new session's bearer token. An unknown e-mail and a
 * wrong password answer alike and take as long (the hasher verifies against a dummy hash), and
 * both count as a failure for the e-mail and the IP address; too many failures answer 429 for a
 * while, whether or not the e-mail exists.
 */
export async function logIn(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'hasher' | 'limits'>,
  { email, password, ip }: LoginInput,
): Promise<string> {
  const now = deps.clock.now();
  const normalized = email.trim().toLowerCase();
  const keys = [`email:${normalized}`, `ip:${ip}`];
  const waits = await Promise.all(keys.map((key) => deps.limits.failedLogins.retryAfter(key, now)));
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait);

  const user = await findUserByEmail(deps.db, normalized);
  const matches = await deps.hasher.verify(user?.passwordHash, password);
  if (!user || !matches) {
    await Promise.all(keys.map((key) => deps.limits.failedLogins.record(key, now)));
    throw invalidCredentials();
  }
  return startSession(deps, user.id);
}

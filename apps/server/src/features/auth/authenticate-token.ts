import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { hashToken } from './opaque-token';
import { sessionExpiry, TOUCH_INTERVAL_MS, temporaryUserExpiry } from './session-policy';
import { findLiveSession, touchSession } from './sessions.repository';
import { touchUser } from './users.repository';

/** Who is calling: what `request.user` holds on authenticated routes. */
export interface AuthenticatedUser {
  id: string;
  /** The session of this request's token (logout ends it; a password change keeps only it). */
  sessionId: string;
  temporary: boolean;
}

export interface AuthenticateDeps {
  db: AppDatabase;
  clock: Clock;
  config: Pick<Config, 'tempAccountTtlHours'>;
}

/**
 * The user of a bearer token, or undefined for an unknown, revoked or expired one. Use counts as
 * activity: at most once a minute it moves the session's last-seen and sliding expiry and, for a
 * temporary user, the account's expiry, so a busy client costs one write a minute, not one a request.
 */
export async function authenticateToken(
  deps: AuthenticateDeps,
  token: string,
): Promise<AuthenticatedUser | undefined> {
  const now = deps.clock.now();
  const session = await findLiveSession(deps.db, hashToken(token), now);
  if (!session) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    const userExpiry = session.temporary ? temporaryUserExpiry(now, deps.config.tempAccountTtlHours) : null;
    await touchSession(deps.db, session.sessionId, now, sessionExpiry(now));
    await touchUser(deps.db, session.userId, now, userExpiry);
  }
  return { id: session.userId, sessionId: session.sessionId, temporary: session.temporary };
}

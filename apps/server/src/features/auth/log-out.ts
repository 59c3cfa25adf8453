import type { AuthDeps } from './auth-deps';
import { revokeSession } from './sessions.repository';

/** Ends the caller's session: its token stops working at once, and its open sockets close. */
export async function logOut(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'realtime'>,
  sessionId: string,
): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock.now());
  deps.realtime.disconnectSessions([sessionId]);
}

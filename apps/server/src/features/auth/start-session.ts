import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import { newOpaqueToken } from './opaque-token';
import { sessionExpiry } from './session-policy';
import { insertSession } from './sessions.repository';

/** Opens a session for a user and returns its bearer token (the only time the token exists in clear). */
export async function startSession(deps: { db: AppDatabase; clock: Clock }, userId: string): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  const now = deps.clock.now();
  await insertSession(deps.db, { userId, tokenHash, now, expiresAt: sessionExpiry(now) });
  return token;
}

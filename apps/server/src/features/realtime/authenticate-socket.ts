import { type AuthenticateDeps, authenticateToken } from '../auth/authenticate-token';
import { hashToken } from '../auth/opaque-token';
import { findEntryByTokenHash, listMemberBusinessIds, listOpenEntryIdsOfUser } from './realtime.repository';
import { businessRoom, entryRoom, type SocketData, userRoom } from './socket-events';

// Our tokens are 43 base64url characters; anything else is not worth a database lookup.
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * Who a socket's `auth.token` belongs to and which rooms that opens, or undefined (refused):
 * a user's bearer session → their businesses' staff rooms and their open entries' rooms;
 * a queue entry token (the patient link) → that entry's room only.
 */
export async function authenticateSocket(
  deps: AuthenticateDeps,
  token: unknown,
): Promise<SocketData | undefined> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  const user = await authenticateToken(deps, token);
  if (user) {
    const [businessIds, entryIds] = await Promise.all([
      listMemberBusinessIds(deps.db, user.id),
      listOpenEntryIdsOfUser(deps.db, user.id),
    ]);
    return {
      userId: user.id,
      rooms: [userRoom(user.id), ...businessIds.map(businessRoom), ...entryIds.map(entryRoom)],
    };
  }
  const entry = await findEntryByTokenHash(deps.db, hashToken(token));
  if (entry) return { userId: entry.userId, rooms: [entryRoom(entry.id)] };
  return undefined;
}

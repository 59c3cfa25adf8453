import { type AuthenticateDeps, authenticateToken } from '../auth/authenticate-token';
import { hashToken } from '../auth/opaque-token';
import {
  findEntryByTokenHash,
  findPortalPatientByTokenHash,
  listMemberBusinessIds,
  listOpenEntriesOfUser,
  listPatientIdsOfUser,
} from './realtime.repository';
import {
  businessRoom,
  displayLinkRoom,
  displayRoom,
  entryRoom,
  portalRoom,
  queueRoom,
  type SocketData,
  sessionRoom,
  userRoom,
} from './socket-events';

// Our tokens are 43 base64url characters; anything else is not worth a database lookup.
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * What the authentication needs: the sessions, and where lobby displays exist the lookup of a
 * display link (given by app.ts, so the socket knows nothing of the lobby feature).
 */
export interface SocketAuthDeps extends AuthenticateDeps {
  findDisplay?: (token: string) => Promise<{ id: string; businessId: string } | undefined>;
}

/**
 * Who a socket's `auth.token` belongs to and which rooms that opens, or undefined (refused):
 * a user's bearer session → their businesses' staff rooms, their open entries' rooms and the
 * rooms of those entries' places, their linked records' portal rooms, and the session's own room
 * (revoking it disconnects them);
 * a queue entry token (the patient link) → that entry's room and, while it is open, its place's;
 * an active repeat-prescription portal link → that patient's portal room;
 * a lobby display's token → its place's display room (`display:changed` only) and its own link's.
 */
export async function authenticateSocket(
  deps: SocketAuthDeps,
  token: unknown,
): Promise<SocketData | undefined> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  const user = await authenticateToken(deps, token);
  if (user) {
    const [businessIds, entries, patientIds] = await Promise.all([
      listMemberBusinessIds(deps.db, user.id),
      listOpenEntriesOfUser(deps.db, user.id),
      listPatientIdsOfUser(deps.db, user.id),
    ]);
    const places = new Set(entries.map((entry) => entry.businessId));
    return {
      userId: user.id,
      rooms: [
        userRoom(user.id),
        sessionRoom(user.sessionId),
        ...businessIds.map(businessRoom),
        ...entries.map((entry) => entryRoom(entry.id)),
        ...[...places].map(queueRoom),
        // The repeat-prescription pages of the records the account is linked to.
        ...patientIds.map(portalRoom),
      ],
      limitKey: sessionRoom(user.sessionId),
    };
  }
  const tokenHash = hashToken(token);
  const entry = await findEntryByTokenHash(deps.db, tokenHash);
  if (!entry) {
    const patientId = await findPortalPatientByTokenHash(deps.db, tokenHash);
    if (patientId) return { userId: null, rooms: [portalRoom(patientId)], limitKey: portalRoom(patientId) };
    return displaySocket(deps, token);
  }
  return {
    userId: entry.userId,
    rooms: [entryRoom(entry.id), ...(entry.open ? [queueRoom(entry.businessId)] : [])],
    limitKey: entryRoom(entry.id),
  };
}

/** A lobby display's link: hears that its place's queue changed, nothing of any entry. */
async function displaySocket(deps: SocketAuthDeps, token: string): Promise<SocketData | undefined> {
  const display = await deps.findDisplay?.(token);
  if (!display) return undefined;
  return {
    userId: null,
    rooms: [displayRoom(display.businessId), displayLinkRoom(display.id)],
    limitKey: displayLinkRoom(display.id),
  };
}

// Rooms and what a socket learnt at connection. The event maps live in packages/shared
// (src/realtime/socket-events.ts), for the server and the web alike.

/** What the connection middleware learnt from the token (never from what the client sends). */
export interface SocketData {
  /** The signed-in user, or the user who joined the queue entry of an entry token (may be none). */
  userId: string | null;
  rooms: string[];
  /** What the per-token socket limit counts under: the session of a bearer token, the entry, the display. */
  limitKey: string;
}

/** Staff of a business: `queue:changed`, `appointments:changed`. */
export const businessRoom = (businessId: string) => `business:${businessId}`;
/** Every patient socket of a place whose entry is open: the `queue:moved` broadcasts. */
export const queueRoom = (businessId: string) => `queue:${businessId}`;
/**
 * Slices of a place's patient sockets (each socket of `queueRoom` is in one of them): its
 * broadcasts are written a slice per turn of the event loop (sliced-writes.ts).
 */
export const QUEUE_SLICES = 8;
export const queueSliceRoom = (businessId: string, slice: number) => `${queueRoom(businessId)}#${slice}`;
export const queueSliceRooms = (businessId: string) =>
  Array.from({ length: QUEUE_SLICES }, (_, slice) => queueSliceRoom(businessId, slice));
/** The slice rooms of a socket's place rooms (`queueRoom`) that it joins. */
export const sliceRoomsOf = (rooms: string[], slice: number) =>
  rooms.filter((room) => room.startsWith('queue:')).map((room) => `${room}#${slice}`);
/** One patient's own entry: `entry:changed`, `notification`. */
export const entryRoom = (entryId: string) => `entry:${entryId}`;
/** Every socket of one signed-in user (bearer token), so a new entry can be joined later. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of one session (bearer token): revoking the session disconnects them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** One patient's portal page (a repeat-prescription link): `portal:changed`. */
export const portalRoom = (patientId: string) => `portal:${patientId}`;
/** Every lobby display of a place: `display:changed` (no entry data), for any change of its queue. */
export const displayRoom = (businessId: string) => `display:${businessId}`;
/** The sockets of one display link: revoking it disconnects them. */
export const displayLinkRoom = (displayId: string) => `display-link:${displayId}`;

import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';

// The socket.io event maps of API.md "Realtime" (typed on the server; the web client may mirror them).

export interface ServerToClientEvents {
  'queue:changed': (payload: { businessId: string }) => void;
  'appointments:changed': (payload: { businessId: string }) => void;
  'entry:changed': (payload: { entry: PatientEntry }) => void;
  notification: (payload: { title: string; message: string }) => void;
}

export interface ClientToServerEvents {
  /** SPEC §7: the client names its user after connecting; the answer says whether that is the socket's user. */
  register: (payload: { userId?: unknown } | undefined, ack?: (answer: { ok: boolean }) => void) => void;
}

/** What the connection middleware learnt from the token (never from what the client sends). */
export interface SocketData {
  /** The signed-in user, or the user who joined the queue entry of an entry token (may be none). */
  userId: string | null;
  rooms: string[];
}

export const businessRoom = (businessId: string) => `business:${businessId}`;
export const entryRoom = (entryId: string) => `entry:${entryId}`;
/** Every socket of one signed-in user (bearer token), so a new entry can be joined later. */
export const userRoom = (userId: string) => `user:${userId}`;

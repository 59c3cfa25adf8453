import type { QueueMove } from '../domain/queue-move';
import type { PublicAnnouncement } from '../schemas/announcement-schemas';
import type { PatientEntry, StaffEntry } from '../schemas/queue-schemas';

// The socket.io event maps of API.md "Realtime", for the server and the web alike.

export type { QueueMove };

/**
 * One change of a place's queue as its staff hear it (room `business:<id>`): the new queue version
 * and what changed (the entry as staff see it, or the ids of removed entries), so a staff screen
 * patches what it shows and refetches the visible page once per burst, not the list per message.
 */
/**
 * A message to one patient (the app plays its sound): staff calling them (`call`, the default),
 * the "almost your turn" alert (`alert`) or a message to everyone waiting (`broadcast`).
 */
export interface PatientNotification {
  title: string;
  message: string;
  kind?: 'call' | 'alert' | 'broadcast';
}

export interface QueueChanged {
  businessId: string;
  version: number;
  change: {
    /** The entry that joined or changed, as the staff list shows it. */
    entry?: StaffEntry;
    /** Entries removed from the queue altogether (bulk removal). */
    removedIds?: string[];
  };
}

export interface ServerToClientEvents {
  'queue:changed': (payload: QueueChanged) => void;
  /** To every patient socket of a place (room `queue:<businessId>`): order keys only, never who. */
  'queue:moved': (payload: QueueMove) => void;
  'appointments:changed': (payload: { businessId: string }) => void;
  /** To one patient (room `entry:<id>`): their own entry changed (called in, message, finished, removed). */
  'entry:changed': (payload: { entry: PatientEntry }) => void;
  notification: (payload: PatientNotification) => void;
  /** To the business's staff (room `business:<id>`): an announcement was posted, changed or removed. */
  'announcements:changed': (payload: { businessId: string }) => void;
  /**
   * To every patient socket of a place (room `queue:<businessId>`): what the patient room shows now
   * (audiences public and patients), whole, so thousands of waiting phones need not refetch.
   */
  'announcements:current': (payload: { businessId: string; announcements: PublicAnnouncement[] }) => void;
  /** To the business's staff: a repeat-prescription request arrived or changed (issue 23); refetch. */
  'prescriptions:changed': (payload: { businessId: string }) => void;
  /**
   * To one patient's portal page (room `portal:<patientId>`): one of their requests changed; refetch.
   * Carries nothing else, so no medication travels outside an answer of the API.
   */
  'portal:changed': (payload: Record<string, never>) => void;
  /**
   * To the lobby displays of a place (room `display:<businessId>`): its queue changed, so the board
   * is fetched again (GET /api/public/displays/:token). Nothing of any entry rides along.
   */
  'display:changed': (payload: { version: number }) => void;
}

export interface ClientToServerEvents {
  /** SPEC §7: the client names its user after connecting; the answer says whether that is the socket's user. */
  register: (payload: { userId?: unknown } | undefined, ack?: (answer: { ok: boolean }) => void) => void;
}

/** Why the server refused a socket (the `connect_error` message). */
export const SOCKET_REFUSALS = {
  unauthenticated: 'UNAUTHENTICATED',
  /** The token holds MAX_SOCKETS_PER_TOKEN sockets already. */
  tooManySockets: 'TOO_MANY_SOCKETS',
} as const;

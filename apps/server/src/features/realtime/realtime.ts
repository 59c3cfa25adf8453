import type { PatientNotification, QueueChanged, QueueMove } from '@qtify/shared/realtime/socket-events';
import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';

/**
 * The server's side of API.md "Realtime": what the services tell connected clients. Rooms are
 * `business:<id>` (its staff), `queue:<id>` (its waiting patients), `entry:<id>` (one patient),
 * `user:<id>` and `session:<id>` (a signed-in user's sockets). Fire and forget: a client that
 * misses an event refetches on reconnect, when its tab returns to the foreground, and when the
 * queue version it sees next is not the one after its own.
 * Implemented by socket-server.ts (socket.io, with the Redis adapter when REDIS_URL is set).
 */
export interface Realtime {
  /**
   * `queue:changed` to the business's staff: one versioned message per queue change; its lobby
   * displays hear `display:changed { version }` (no entry data) with it.
   */
  queueChanged(payload: QueueChanged): void;
  /** `queue:moved` to every waiting patient of the place: one broadcast per queue change. */
  queueMoved(move: QueueMove): void;
  /**
   * `appointments:changed { businessId }` to the business's staff: a booking was made, moved or
   * cancelled (online or by a colleague), so open calendars fetch again.
   */
  appointmentsChanged(businessId: string): void;
  /**
   * An announcement of the business was posted, changed or removed: `announcements:changed` to its
   * staff, and `announcements:current` with what the patient room shows now to its waiting patients.
   */
  announcementsChanged(businessId: string, patientRoom: PublicAnnouncement[]): void;
  /** `prescriptions:changed { businessId }` to the business's staff: the /medis inbox refetches. */
  prescriptionsChanged(businessId: string): void;
  /** `portal:changed {}` to the sockets of one patient's portal page: their requests changed. */
  portalChanged(patientId: string): void;
  /** `entry:changed { entry }` to the patient of one entry (their own view only). */
  entryChanged(entryId: string, entry: PatientEntry): void;
  /** `notification { title, message }` to the patient of one entry (the app plays a sound). */
  notify(entryId: string, notification: PatientNotification): void;
  /** The sockets of these entries stop hearing their place's moves: the entries are over. */
  leaveQueue(businessId: string, entryIds: string[]): void;
  /** Disconnects every socket of these sessions at once, on every instance (the sessions were revoked). */
  disconnectSessions(sessionIds: string[]): void;
  /** Disconnects every bearer socket of these users, on every instance (the accounts are gone). */
  disconnectUsers(userIds: string[]): void;
  /**
   * The user's sockets, on every instance, leave the business's staff room at once: their
   * membership ended. (Reconnecting, they get only the rooms of their memberships then.)
   */
  leaveBusiness(userId: string, businessId: string): Promise<void>;
  /**
   * Puts the sockets of a signed-in user (bearer token) that are already connected, on any
   * instance, into the room of an entry they just joined. Sockets that connect later get the
   * room from the connection middleware anyway, so this is only for an open socket.
   */
  joinEntry?(userId: string, entryId: string): void;
  /** Disconnects the sockets of a revoked lobby display, on every instance. */
  disconnectDisplay?(displayId: string): void;
  /** `display:changed` to the place's displays without a queue change (a display's settings changed). */
  displaysChanged?(businessId: string): void;
}

/** Until the socket server is attached (and in tests that do not listen), events go nowhere. */
export const silentRealtime: Realtime = {
  queueChanged() {},
  queueMoved() {},
  appointmentsChanged() {},
  announcementsChanged() {},
  prescriptionsChanged() {},
  portalChanged() {},
  entryChanged() {},
  notify() {},
  leaveQueue() {},
  disconnectSessions() {},
  disconnectUsers() {},
  async leaveBusiness() {},
};

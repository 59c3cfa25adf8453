import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';

/**
 * The server's side of API.md "Realtime": what the services tell connected clients. Rooms are
 * `business:<id>` (its staff) and `entry:<id>` (one patient). Fire and forget: a client that
 * misses an event refetches on reconnect and when its tab returns to the foreground.
 * Implemented by socket-server.ts (socket.io, with the Redis adapter when REDIS_URL is set).
 */
export interface Realtime {
  /** `queue:changed { businessId }` to the business's staff. */
  queueChanged(businessId: string): void;
  /**
   * `appointments:changed { businessId }` to the business's staff: a booking was made, moved or
   * cancelled (online or by a colleague), so open calendars fetch again.
   */
  appointmentsChanged(businessId: string): void;
  /** `entry:changed { entry }` to the patient of one entry (their own view only). */
  entryChanged(entryId: string, entry: PatientEntry): void;
  /** `notification { title, message }` to the patient of one entry (the app plays a sound). */
  notify(entryId: string, notification: { title: string; message: string }): void;
  /**
   * Puts the sockets of a signed-in user (bearer token) that are already connected, on any
   * instance, into the room of an entry they just joined. Sockets that connect later get the
   * room from the connection middleware anyway, so this is only for an open socket.
   */
  joinEntry?(userId: string, entryId: string): void;
}

/** Until the socket server is attached (and in tests that do not listen), events go nowhere. */
export const silentRealtime: Realtime = {
  queueChanged() {},
  appointmentsChanged() {},
  entryChanged() {},
  notify() {},
};

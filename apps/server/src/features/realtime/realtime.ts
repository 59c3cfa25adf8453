import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';

/**
 * The server's side of API.md "Realtime": what the services tell connected clients. Rooms are
 * `business:<id>` (its staff) and `entry:<id>` (one patient). Fire and forget: a client that
 * misses an event refetches on reconnect and when its tab returns to the foreground.
 */
export interface Realtime {
  /** `queue:changed { businessId }` to the business's staff. */
  queueChanged(businessId: string): void;
  /** `entry:changed { entry }` to the patient of one entry (their own view only). */
  entryChanged(entryId: string, entry: PatientEntry): void;
  /** `notification { title, message }` to the patient of one entry (the app plays a sound). */
  notify(entryId: string, notification: { title: string; message: string }): void;
}

/** Until the socket server is attached (and in tests that do not listen), events go nowhere. */
export const silentRealtime: Realtime = {
  queueChanged() {},
  entryChanged() {},
  notify() {},
};

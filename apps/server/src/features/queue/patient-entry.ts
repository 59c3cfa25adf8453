import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import type { QueueEntryRow } from '../../db/schema/queue';
import { findPatientRow } from '../appointments/patients.repository';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { deletePushSubscriptions, type PushSubscriptionInput } from '../push/push-subscriptions.repository';
import { subscribeToPush } from '../push/subscribe-to-push';
import { presentPatientEntry } from './present-patient-entry';
import { findEntryByTokenHash, findEntryRow, type OpenEntry, updateEntryRow } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { entryNotFound, invalidTransition } from './queue-errors';
import type { QueueSnapshot } from './queue-snapshot';

// The patient's own entry, reached only by the token of their link (API.md /api/queue/:entryToken).

async function findByToken({ context }: QueueDeps, entryToken: string): Promise<QueueEntryRow> {
  // Anything but a token's shape cannot match and needs no query.
  if (!isOpaqueToken(entryToken)) throw entryNotFound();
  const entry = await findEntryByTokenHash(context.database.db, hashToken(entryToken));
  if (!entry) throw entryNotFound();
  return entry;
}

async function present({ context, snapshots }: QueueDeps, entry: QueueEntryRow): Promise<PatientEntry> {
  const [snapshot, patient] = await Promise.all([
    snapshots.snapshot(entry.businessId),
    findPatientRow(context.database.db, entry.businessId, entry.patientId),
  ]);
  if (!snapshot) throw entryNotFound();
  return presentPatientEntry(entry, patient?.firstName ?? '', snapshot);
}

/** A waiting patient's entry in its business's cached snapshot (no query), or undefined once finished. */
export async function findWaitingEntry(
  deps: QueueDeps,
  entryToken: string,
): Promise<{ entry: OpenEntry; snapshot: QueueSnapshot } | undefined> {
  if (!isOpaqueToken(entryToken)) throw entryNotFound();
  const ids = await deps.snapshots.entryOfToken(hashToken(entryToken));
  if (!ids) throw entryNotFound();
  const snapshot = await deps.snapshots.snapshot(ids.businessId);
  const entry = snapshot?.byId.get(ids.entryId);
  return snapshot && entry ? { entry, snapshot } : undefined;
}

/** A finished entry (not in the snapshot), read from the database. */
export async function getFinishedEntry(deps: QueueDeps, entryToken: string): Promise<PatientEntry> {
  return present(deps, await findByToken(deps, entryToken));
}

/**
 * Step out briefly (`out: true`) or come back: the place is kept either way and staff see it.
 * Only while waiting; an entry in treatment or done answers 422 INVALID_TRANSITION.
 */
export async function setStepOut(deps: QueueDeps, entryToken: string, out: boolean): Promise<PatientEntry> {
  const found = await findByToken(deps, entryToken);
  const now = deps.context.clock.now();
  const updated = await deps.context.database.db.transaction(async (tx) => {
    // Locked and read again: staff calling the patient in at this moment (which clears "out") must
    // not be followed by an "out" decided on the status from before.
    const entry = await findEntryRow(tx, found.businessId, found.id, { lock: true });
    if (!entry) throw entryNotFound();
    if (entry.status !== 'notHere' && entry.status !== 'checkIn') {
      throw invalidTransition(entry.status, out ? 'out' : 'back');
    }
    if (out === (entry.outSince !== null)) return entry;
    return updateEntryRow(tx, entry.id, { outSince: out ? now : null }, now);
  });
  deps.publisher.publish(updated.businessId);
  return present(deps, updated);
}

/**
 * Notifications on or off for this entry (PUT /api/queue/:entryToken/notifications). With a push
 * subscription the browser gets Web Push too; switching off forgets every subscription.
 */
export async function setEntryNotifications(
  deps: QueueDeps,
  entryToken: string,
  body: { enabled: boolean; pushSubscription?: PushSubscriptionInput | undefined },
): Promise<PatientEntry> {
  const found = await findByToken(deps, entryToken);
  const db = deps.context.database.db;
  const now = deps.context.clock.now();
  const updated = await db.transaction(async (tx) => {
    // Locked and read again, as for stepping out: an entry erased meanwhile answers 404, not a
    // subscription insert failing on its link to the entry.
    const entry = await findEntryRow(tx, found.businessId, found.id, { lock: true });
    if (!entry) throw entryNotFound();
    if (!body.enabled) await deletePushSubscriptions(tx, entry.id);
    else if (body.pushSubscription) {
      await subscribeToPush(tx, deps.context.config, entry.id, body.pushSubscription, now);
    }
    return updateEntryRow(tx, entry.id, { notify: body.enabled }, now);
  });
  deps.publisher.publish(updated.businessId);
  return present(deps, updated);
}

import { isClosedStatus } from '@qtify/shared/domain/queue-status';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import type { QueueEntryRow } from '../../db/schema/queue';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { findPatient } from '../patients/patients.service';
import { type PushSubscriptionInput, subscribeToPush } from '../push/subscribe-to-push';
import { unsubscribeFromPush } from '../push/unsubscribe-from-push';
import { announceEntry, positionIn } from './announce-entry';
import { changeEntry } from './change-entry';
import { presentPatientEntry } from './present-patient-entry';
import { findEntryByTokenHash } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { entryNotFound, invalidTransition, NothingChanged } from './queue-errors';

// The patient's own entry, reached only by the token of their link (API.md /api/queue/:entryToken).

/** The entry of a patient link; 404 for anything else. */
export async function findByToken({ context }: QueueDeps, entryToken: string): Promise<QueueEntryRow> {
  // Anything but a token's shape cannot match and needs no query.
  if (!isOpaqueToken(entryToken)) throw entryNotFound();
  const entry = await findEntryByTokenHash(context.database.db, hashToken(entryToken));
  if (!entry) throw entryNotFound();
  return entry;
}

/**
 * The entry read from the database, placed in this instance's view of its place. An open entry
 * the view lacks joined on another instance a moment ago: the place is loaded again for it.
 */
export async function presentStoredEntry(deps: QueueDeps, entry: QueueEntryRow): Promise<PatientEntry> {
  let place = await deps.places.get(entry.businessId);
  if (place && !isClosedStatus(entry.status) && !place.open.has(entry.id)) {
    place = await deps.places.get(entry.businessId, { reload: true });
  }
  const patient = entry.patientId
    ? await findPatient(deps.context.database.db, entry.businessId, entry.patientId)
    : undefined;
  if (!place) throw entryNotFound();
  return presentPatientEntry(entry, patient?.firstName ?? '', place, positionIn(place, entry));
}

/** The entry of a token as the patient sees it, read from the database (finished ones too). */
export async function getStoredEntry(deps: QueueDeps, entryToken: string): Promise<PatientEntry> {
  return presentStoredEntry(deps, await findByToken(deps, entryToken));
}

/**
 * Step out briefly (`out: true`) or come back: the place is kept either way and staff see it.
 * Only while waiting; an entry in treatment or done answers 422 INVALID_TRANSITION. Asking for
 * what already is changes nothing (no new queue version).
 */
export async function setStepOut(deps: QueueDeps, entryToken: string, out: boolean): Promise<PatientEntry> {
  const found = await findByToken(deps, entryToken);
  const now = deps.context.clock.now();
  try {
    // Locked and read again: staff calling the patient in at this moment (which clears "out") must
    // not be followed by an "out" decided on the status from before.
    const committed = await changeEntry(deps, found.businessId, found.id, (entry) => {
      if (entry.status !== 'notHere' && entry.status !== 'checkIn') {
        throw invalidTransition(entry.status, out ? 'out' : 'back');
      }
      if (out === (entry.outSince !== null)) throw new NothingChanged();
      return { outSince: out ? now : null };
    });
    return (await announceEntry(deps, committed)).patient;
  } catch (error) {
    if (error instanceof NothingChanged) return getStoredEntry(deps, entryToken);
    throw error;
  }
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
  const now = deps.context.clock.now();
  // Locked and read again, as for stepping out: an entry erased meanwhile answers 404, not a
  // subscription insert failing on its link to the entry.
  const committed = await changeEntry(deps, found.businessId, found.id, async (entry, tx) => {
    if (!body.enabled) await unsubscribeFromPush(tx, entry.id);
    else if (body.pushSubscription) {
      await subscribeToPush(tx, deps.context.config, entry.id, body.pushSubscription, now);
    }
    return { notify: body.enabled };
  });
  return (await announceEntry(deps, committed)).patient;
}

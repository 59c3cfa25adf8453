import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import { keyBetween } from '@qtify/shared/domain/queue-reorder';
import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { QueueEntryRow } from '../../db/schema/queue';
import type { Membership } from '../memberships/membership';
import { findPatient } from '../patients/patients.service';
import { announceReorder, type Reordered } from './announce-reorder';
import { presentEntryViews } from './enter-appointment';
import { findEntryRow, type QueueEntryPatch, updateEntryRow } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { entryNotFound, invalidTransition, NothingChanged } from './queue-errors';
import { bumpQueueVersion, countWaitingBefore } from './queue-version.repository';
import { isKeyTaken, keyAbove, keyBelow, shiftRunUp, waitingKey } from './reorder.repository';

/** Where the entry goes: between two adjacent keys of the place, or onto a free key; and what else changes. */
type Target =
  | { lower: number | null; upper: number | null; patch: QueueEntryPatch }
  | { key: number; patch: QueueEntryPatch };

/**
 * One change of an entry's place in the order, in its own transaction after the version bump (the
 * place's changes take turns). The new key lies between its neighbours' keys; when two adjacent
 * keys of one millisecond leave no room, the run from the upper one moves up a key first.
 */
async function reorder(
  deps: QueueDeps,
  businessId: string,
  entryId: string,
  decide: (entry: QueueEntryRow, tx: AppDatabase) => Promise<Target>,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const { context } = deps;
  const now = context.clock.now();
  try {
    const reordered: Reordered = await context.database.db.transaction(async (tx) => {
      const version = await bumpQueueVersion(tx, businessId);
      const entry = await findEntryRow(tx, businessId, entryId, { lock: true });
      if (!entry) throw entryNotFound();
      if (!isWaitingStatus(entry.status)) throw invalidTransition(entry.status, 'move');
      const target = await decide(entry, tx);
      let key = entry.sortKey;
      let shifted: Reordered['shifted'] = [];
      if ('key' in target) key = target.key;
      else if (!isBetween(entry.sortKey, target.lower, target.upper)) {
        const between = keyBetween(target.lower, target.upper);
        if (between === null) {
          shifted = await shiftRunUp(tx, businessId, target.upper as number, entry.id);
          key = target.upper as number;
        } else key = between;
      }
      if (key === entry.sortKey && Object.keys(target.patch).length === 0) throw new NothingChanged();
      const after = await updateEntryRow(tx, entry.id, { ...target.patch, sortKey: key }, now);
      const patient = entry.patientId ? await findPatient(tx, businessId, entry.patientId) : undefined;
      if (!patient) throw entryNotFound();
      const ahead = await countWaitingBefore(tx, businessId, after.sortKey);
      return { before: entry, after, patient, shifted, position: { ahead, version } };
    });
    return (await announceReorder(deps, reordered)).staff;
  } catch (error) {
    if (!(error instanceof NothingChanged)) throw error;
    const entry = await findEntryRow(context.database.db, businessId, entryId);
    const patient = entry?.patientId
      ? await findPatient(context.database.db, businessId, entry.patientId)
      : undefined;
    if (!entry || !patient) throw entryNotFound();
    return (await presentEntryViews(deps, entry, patient)).staff;
  }
}

function isBetween(key: number, lower: number | null, upper: number | null): boolean {
  return (lower === null || lower < key) && (upper === null || key < upper);
}

/** The front of the line: before the first waiting entry (other than this one). */
async function front(tx: AppDatabase, entry: QueueEntryRow, patch: QueueEntryPatch): Promise<Target> {
  const first = await waitingKey(tx, entry.businessId, entry.id, 'first');
  if (first === null || entry.sortKey < first) return { key: entry.sortKey, patch };
  return { lower: await keyBelow(tx, entry.businessId, entry.id, first), upper: first, patch };
}

/**
 * POST …/queue/:entryId/move: behind another waiting entry, or (`afterEntryId` null) to the front.
 * 404 for an unknown entry, 422 INVALID_TRANSITION when either does not wait.
 */
export function moveEntry(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
  afterEntryId: string | null,
): Promise<StaffEntry> {
  return reorder(deps, membership.businessId, entryId, async (entry, tx) => {
    if (afterEntryId === null) return front(tx, entry, {});
    if (afterEntryId === entry.id || !isUuid(afterEntryId)) throw invalidTransition('self', 'move');
    const after = await findEntryRow(tx, entry.businessId, afterEntryId);
    if (!after) throw entryNotFound();
    if (!isWaitingStatus(after.status)) throw invalidTransition(after.status, 'move');
    return {
      lower: after.sortKey,
      upper: await keyAbove(tx, entry.businessId, entry.id, after.sortKey),
      patch: {},
    };
  });
}

/**
 * PATCH …/queue/:entryId/urgent: urgent goes to the front of the line, behind the urgent ones
 * marked before; not urgent any more returns to the key it had (or just behind whoever took it).
 */
export function setUrgent(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
  urgent: boolean,
): Promise<StaffEntry> {
  const now = deps.context.clock.now();
  return reorder(deps, membership.businessId, entryId, async (entry, tx) => {
    if (urgent === (entry.urgentAt !== null)) throw new NothingChanged();
    const { businessId } = entry;
    if (!urgent) {
      const home = entry.homeSortKey ?? entry.sortKey;
      const patch = { urgentAt: null, homeSortKey: null };
      if (home === entry.sortKey || !(await isKeyTaken(tx, businessId, home))) return { key: home, patch };
      return { lower: home, upper: await keyAbove(tx, businessId, entry.id, home), patch };
    }
    const patch = { urgentAt: now, homeSortKey: entry.sortKey };
    const lastUrgent = await waitingKey(tx, businessId, entry.id, 'lastUrgent');
    if (lastUrgent === null) return front(tx, entry, patch);
    return { lower: lastUrgent, upper: await keyAbove(tx, businessId, entry.id, lastUrgent), patch };
  });
}

import type { CreatedWindowBody } from '@qtify/shared/schemas/created-window-schemas';
import type { Membership } from '../memberships/membership';
import {
  countRemovableEntries,
  deleteEntries,
  deletePatientsWithoutHistory,
  deleteTemporaryUsersWithoutEntries,
  lockRemovableEntries,
} from './bulk-remove.repository';
import { lineOf } from './line-index';
import { presentPatientEntry } from './present-patient-entry';
import type { QueueDeps } from './queue-deps';
import { NothingChanged } from './queue-errors';
import { bumpQueueVersion } from './queue-version.repository';

/**
 * POST …/queue/bulk-remove: after a flood, staff remove every waiting self-registered entry created
 * in [createdFrom, createdTo) in one action, and with them the patients and guest accounts that
 * existed only for them (a flood leaves no names in the patient list). One queue version, one
 * broadcast; each removed patient's page hears that the place is gone. Desk entries and entries in
 * treatment stay. `dryRun` only counts (the confirmation names the number). Answers how many.
 */
export async function bulkRemove(
  deps: QueueDeps,
  membership: Membership,
  body: CreatedWindowBody,
): Promise<number> {
  const { context, publisher } = deps;
  const db = context.database.db;
  const businessId = membership.businessId;
  const from = new Date(body.createdFrom);
  const to = new Date(body.createdTo);
  if (body.dryRun) return countRemovableEntries(db, businessId, from, to);

  let removed: Awaited<ReturnType<typeof remove>>;
  const remove = () =>
    db.transaction(async (tx) => {
      const version = await bumpQueueVersion(tx, businessId);
      const entries = await lockRemovableEntries(tx, businessId, from, to);
      if (entries.length === 0) throw new NothingChanged();
      await deleteEntries(
        tx,
        entries.map(({ entry }) => entry.id),
      );
      await deletePatientsWithoutHistory(tx, businessId, [
        ...new Set(entries.flatMap(({ entry }) => (entry.patientId ? [entry.patientId] : []))),
      ]);
      const userIds = entries.flatMap(({ entry }) => (entry.userId ? [entry.userId] : []));
      const deletedUsers = await deleteTemporaryUsersWithoutEntries(tx, userIds);
      return { version, entries, deletedUsers };
    });
  try {
    removed = await remove();
  } catch (error) {
    if (error instanceof NothingChanged) return 0;
    throw error;
  }

  const { version, entries, deletedUsers } = removed;
  const ids = entries.map(({ entry }) => entry.id);
  const change = {
    businessId,
    version,
    entries: [],
    removedIds: ids,
    entered: [],
    left: entries.map(({ entry }) => ({ key: entry.sortKey, line: lineOf(entry) })),
    treatmentFinished: false,
  };
  await publisher.publish(change, (place) => {
    // Their own pages: the place is gone (the room offers to register again).
    for (const { entry, firstName } of entries) {
      const view = presentPatientEntry(entry, firstName, place, { ahead: 0, version });
      context.realtime.entryChanged(entry.id, {
        ...view,
        status: 'done',
        outcome: 'cancelled',
        isNext: false,
      });
    }
    // The guest accounts are gone: their signed-in sockets too.
    context.realtime.disconnectUsers(deletedUsers);
    return { staff: { removedIds: ids }, leftQueue: ids };
  });
  return ids.length;
}

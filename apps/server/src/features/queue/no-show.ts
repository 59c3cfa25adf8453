import { isNoShowDue } from '@qtify/shared/domain/no-show-due';
import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../errors/app-error';
import type { Membership } from '../memberships/membership';
import { announceEntry } from './announce-entry';
import { changeEntry, changeEntryStatus, statusPatch } from './change-entry';
import { listOverdueCalls } from './no-show.repository';
import type { QueueDeps } from './queue-deps';
import { entryNotFound, invalidTransition, NothingChanged } from './queue-errors';

/** Entries one sweep takes at most; the rest follow a minute later. */
const SWEEP_BATCH = 200;

/** POST …/queue/:entryId/no-show: staff mark a waiting (or called) patient as not come. */
export function markNoShow(deps: QueueDeps, membership: Membership, entryId: string): Promise<StaffEntry> {
  return changeEntryStatus(deps, membership, entryId, { status: 'noShow' });
}

/**
 * POST …/queue/:entryId/restore: a no-show is put back in the line at its old place, checked in
 * (they are here now); its no-show leaves the patient's record again. 422 INVALID_TRANSITION for an
 * entry that is no no-show.
 */
export async function restoreEntry(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const now = deps.context.clock.now();
  const committed = await changeEntry(deps, membership.businessId, entryId, (entry) => {
    if (entry.status !== 'noShow') throw invalidTransition(entry.status, 'restore');
    return statusPatch(entry, { status: 'checkIn' }, now);
  });
  return (await announceEntry(deps, committed)).staff;
}

/**
 * The no-show sweep (pg-boss, every minute): each called patient whose business's grace time ran
 * out by `now` becomes a no-show, decided again on the locked row with the pure rule (a patient
 * who came in meanwhile, or was called again, stays). Returns how many it changed.
 */
export async function sweepNoShows(deps: QueueDeps, now: Date): Promise<number> {
  const candidates = await listOverdueCalls(deps.context.database.db, now, SWEEP_BATCH);
  let changed = 0;
  for (const candidate of candidates) {
    try {
      const committed = await changeEntry(deps, candidate.businessId, candidate.id, (entry) => {
        if (!isNoShowDue(entry, now, candidate.graceMinutes)) throw new NothingChanged();
        return statusPatch(entry, { status: 'noShow' }, now);
      });
      await announceEntry(deps, committed);
      changed += 1;
    } catch (error) {
      // Nothing due any more, or the entry was removed meanwhile: the next one.
      if (!(error instanceof NothingChanged || error instanceof AppError)) throw error;
    }
  }
  return changed;
}

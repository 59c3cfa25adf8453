import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import type { PatientEntry, StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import type { PatientRow } from '../../db/schema/appointments';
import type { QueueEntryRow } from '../../db/schema/queue';
import { positionIn } from './announce-entry';
import { type Position, presentPatientEntry } from './present-patient-entry';
import { presentStaffEntry } from './present-staff-entry';
import type { OpenEntry } from './queue.repository';
import type { QueueChange } from './queue-change';
import type { QueueDeps } from './queue-deps';

/** A committed reorder: the moved entry, and the entries whose keys moved up one to make room. */
export interface Reordered {
  before: QueueEntryRow;
  after: QueueEntryRow;
  patient: PatientRow;
  shifted: OpenEntry[];
  position: Position;
}

/**
 * Publishes a reorder as one queue change: the moved key left and entered the waiting keys (and
 * the shifted ones, a key up each), so every phone of the place adjusts `ahead` from one
 * broadcast step. The moved entry's phone and the shifted ones' (their own keys changed) hear
 * their new view; staff hear the moved entry.
 */
export async function announceReorder(
  { context, publisher }: QueueDeps,
  { before, after, patient, shifted, position }: Reordered,
): Promise<{ staff: StaffEntry; patient: PatientEntry }> {
  const left: number[] = [];
  const entered: number[] = [];
  if (before.sortKey !== after.sortKey) {
    left.push(before.sortKey);
    entered.push(after.sortKey);
  }
  for (const entry of shifted) {
    if (!isWaitingStatus(entry.status)) continue;
    left.push(entry.sortKey - 1);
    entered.push(entry.sortKey);
  }
  const change: QueueChange = {
    businessId: after.businessId,
    version: position.version,
    entries: [{ ...after, firstName: patient.firstName }, ...shifted.filter((entry) => isOpen(entry))],
    removedIds: [],
    entered,
    left,
    treatmentFinished: false,
  };
  let views: { staff: StaffEntry; patient: PatientEntry } | undefined;
  await publisher.publish(change, (place) => {
    const staff = presentStaffEntry(after, patient, position.ahead);
    const own = presentPatientEntry(after, patient.firstName, place, position);
    views = { staff, patient: own };
    if (after.tokenHash) context.realtime.entryChanged(after.id, own);
    for (const entry of shifted) {
      if (!entry.tokenHash) continue;
      context.realtime.entryChanged(
        entry.id,
        presentPatientEntry(entry, entry.firstName, place, positionIn(place, entry)),
      );
    }
    return { staff: { entry: staff } };
  });
  if (!views) throw new Error('the reorder was not announced');
  return views;
}

function isOpen(entry: OpenEntry): boolean {
  return entry.status !== 'done' && entry.status !== 'noShow';
}

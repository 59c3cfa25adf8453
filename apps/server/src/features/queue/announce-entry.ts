import { countBefore } from '@qtify/shared/domain/queue-position';
import type { PatientEntry, StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import type { PatientRow } from '../../db/schema/appointments';
import type { QueueEntryRow } from '../../db/schema/queue';
import { waitingIn } from './line-index';
import type { Place } from './place-cache';
import { type Position, presentPatientEntry } from './present-patient-entry';
import { presentStaffEntry } from './present-staff-entry';
import { entryChange } from './queue-change';
import type { QueueDeps } from './queue-deps';

/** One entry's committed change: the rows around it and where it stands at the new version. */
export interface CommittedEntryChange {
  /** The row before (undefined: it joined). */
  before: Pick<QueueEntryRow, 'status' | 'sortKey' | 'stageId'> | undefined;
  after: QueueEntryRow;
  patient: PatientRow;
  /** Counted in the change's transaction: true at its version. */
  position: Position;
}

/**
 * Publishes one entry's change: the place's patients hear the order key that entered or left,
 * staff the entry as they see it, and the entry's own patient (a link's token) their new view.
 * Returns both views for the caller's answer.
 */
export async function announceEntry(
  { context, publisher }: QueueDeps,
  { before, after, patient, position }: CommittedEntryChange,
): Promise<{ staff: StaffEntry; patient: PatientEntry }> {
  const change = entryChange(position.version, before, { ...after, firstName: patient.firstName });
  let views: { staff: StaffEntry; patient: PatientEntry } | undefined;
  await publisher.publish(change, (place) => {
    const staff = presentStaffEntry(after, patient, position.ahead, place.lines);
    const own = presentPatientEntry(after, patient.firstName, place, position);
    views = { staff, patient: own };
    if (after.tokenHash && before !== undefined) context.realtime.entryChanged(after.id, own);
    return { staff: { entry: staff }, ...(after.status === 'done' ? { leftQueue: [after.id] } : {}) };
  });
  if (!views) throw new Error('the change was not announced');
  return views;
}

/** Where an entry stands in this instance's current view of its place (nothing changed). */
export function positionIn(place: Place, entry: Pick<QueueEntryRow, 'sortKey' | 'stageId'>): Position {
  return { ahead: countBefore(waitingIn(place, entry.stageId), entry.sortKey), version: place.version };
}

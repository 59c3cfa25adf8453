import { canChangeStatus } from '@qtify/shared/domain/queue-transitions';
import type { StaffEntry, StatusBody } from '@qtify/shared/schemas/queue-schemas';
import { isUuid } from '../../db/is-uuid';
import type { QueueEntryRow } from '../../db/schema/queue';
import { findPatientRow } from '../appointments/patients.repository';
import { findUserById } from '../auth/users.repository';
import { findBusinessById } from '../businesses/businesses.repository';
import type { Membership } from '../businesses/memberships.repository';
import { mailTranslator } from '../mail/mail-translator';
import { presentStaffEntry } from './present-staff-entry';
import { findEntryRow, type QueueEntryPatch, updateEntryRow } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { entryNotFound, invalidTransition } from './queue-errors';

/** The answer shares the business's snapshot with the publisher's fan-out: one load for both. */
async function present(
  { context, snapshots }: QueueDeps,
  businessId: string,
  entry: QueueEntryRow,
): Promise<StaffEntry> {
  const [patient, snapshot] = await Promise.all([
    findPatientRow(context.database.db, businessId, entry.patientId),
    snapshots.snapshot(businessId),
  ]);
  if (!patient || !snapshot) throw entryNotFound();
  return presentStaffEntry(entry, patient, snapshot.ahead);
}

/** What else changes with a status: when the treatment began and ended, how it ended. */
function statusPatch(entry: QueueEntryRow, body: StatusBody, now: Date): QueueEntryPatch {
  switch (body.status) {
    case 'inTreatment':
      return { status: 'inTreatment', calledAt: now, outSince: null };
    case 'done':
      return {
        status: 'done',
        outcome: body.outcome ?? 'treated',
        finishedAt: now,
        outSince: null,
        // A treatment finished without the in-treatment step took no measurable time.
        calledAt: entry.calledAt,
      };
    default:
      return { status: body.status, calledAt: null };
  }
}

/** PATCH …/queue/:entryId: one click of staff; 422 INVALID_TRANSITION for a change the rules forbid. */
export async function changeEntryStatus(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
  body: StatusBody,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const { context } = deps;
  const now = context.clock.now();
  const updated = await context.database.db.transaction(async (tx) => {
    const entry = await findEntryRow(tx, membership.businessId, entryId, { lock: true });
    if (!entry) throw entryNotFound();
    if (!canChangeStatus(entry.status, body.status)) throw invalidTransition(entry.status, body.status);
    return updateEntryRow(tx, entry.id, statusPatch(entry, body, now), now);
  });
  deps.publisher.publish(membership.businessId, [updated.id]);
  return present(deps, membership.businessId, updated);
}

/**
 * "Notify now" (POST …/queue/:entryId/notify): marks the entry message-sent and reaches the patient
 * by socket (with the sound) and by Web Push when they allowed it, in their language.
 */
export async function notifyEntry(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
  message: string | undefined,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const { context } = deps;
  const db = context.database.db;
  const now = context.clock.now();
  const { entry, updated } = await db.transaction(async (tx) => {
    // Locked: staff finishing the entry at this moment either wait for the notification or are
    // waited for, and then it finds the entry done instead of calling in a patient who has gone.
    const entry = await findEntryRow(tx, membership.businessId, entryId, { lock: true });
    if (!entry || entry.status === 'done') throw entryNotFound();
    const updated = await updateEntryRow(tx, entry.id, { messageSentAt: now, message: message || null }, now);
    return { entry, updated };
  });

  const [business, user] = await Promise.all([
    findBusinessById(db, membership.businessId),
    entry.userId ? findUserById(db, entry.userId) : undefined,
  ]);
  const t = mailTranslator(user?.languageId ?? business?.languageId ?? 'de', business?.industry);
  const notification = {
    title: business?.name ?? '',
    message: message || t('queue.notifyDefault'),
  };
  context.realtime.notify(entry.id, notification);
  if (entry.notify) {
    context.tasks.run('push notification', () =>
      context.push.sendToEntry(entry.id, { ...notification, url: '/waitingRoom/patientRoom' }),
    );
  }
  deps.publisher.publish(membership.businessId, [entry.id]);
  return present(deps, membership.businessId, updated);
}

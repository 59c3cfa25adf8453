import { isClosedStatus } from '@qtify/shared/domain/queue-status';
import { canChangeStatus } from '@qtify/shared/domain/queue-transitions';
import type { StaffEntry, StatusBody } from '@qtify/shared/schemas/queue-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { QueueEntryRow } from '../../db/schema/queue';
import { findUser } from '../auth/users.service';
import { findBusiness } from '../businesses/businesses.service';
import { mailTranslator } from '../mail/mail-translator';
import type { Membership } from '../memberships/membership';
import { findPatient } from '../patients/patients.service';
import { announceEntry, type CommittedEntryChange } from './announce-entry';
import { positionInTransaction } from './position-in-transaction';
import { findEntryRow, type QueueEntryPatch, updateEntryRow } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { entryNotFound, invalidTransition } from './queue-errors';
import { bumpQueueVersion } from './queue-version.repository';

/** What else changes with a status: when the treatment began and ended, how it ended. */
export function statusPatch(entry: QueueEntryRow, body: StatusBody, now: Date): QueueEntryPatch {
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
    case 'noShow':
      // Ends like `done` (0028's CHECK): the outcome the patient's record counts, and when.
      return { status: 'noShow', outcome: 'noShow', finishedAt: now, outSince: null };
    default:
      // Back to waiting; a no-show put back is no longer called (the sweep must not take it again).
      return entry.status === 'noShow'
        ? { status: body.status, outcome: null, finishedAt: null, messageSentAt: null, calledAt: null }
        : { status: body.status, calledAt: null };
  }
}

/**
 * One staff change of an entry in its own transaction: the place's version first (changes of one
 * place take turns), then the entry, locked and read again, so a change decided on an old status
 * cannot follow a colleague's. `change` answers the patch, or throws to change nothing.
 */
export async function changeEntry(
  deps: QueueDeps,
  businessId: string,
  entryId: string,
  change: (entry: QueueEntryRow, tx: AppDatabase) => QueueEntryPatch | Promise<QueueEntryPatch>,
): Promise<CommittedEntryChange> {
  const now = deps.context.clock.now();
  return deps.context.database.db.transaction(async (tx) => {
    const version = await bumpQueueVersion(tx, businessId);
    const entry = await findEntryRow(tx, businessId, entryId, { lock: true });
    if (!entry) throw entryNotFound();
    const after = await updateEntryRow(tx, entry.id, await change(entry, tx), now);
    const patient = entry.patientId ? await findPatient(tx, businessId, entry.patientId) : undefined;
    if (!patient) throw entryNotFound();
    const position = await positionInTransaction(deps, tx, businessId, version, after.sortKey);
    return { before: entry, after, patient, position };
  });
}

/** PATCH …/queue/:entryId: one click of staff; 422 INVALID_TRANSITION for a change the rules forbid. */
export async function changeEntryStatus(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
  body: StatusBody,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const now = deps.context.clock.now();
  const committed = await changeEntry(deps, membership.businessId, entryId, (entry) => {
    if (!canChangeStatus(entry.status, body.status)) throw invalidTransition(entry.status, body.status);
    return statusPatch(entry, body, now);
  });
  return (await announceEntry(deps, committed)).staff;
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
  // Locked: staff finishing the entry at this moment either wait for the notification or are
  // waited for, and then it finds the entry done instead of calling in a patient who has gone.
  const committed = await changeEntry(deps, membership.businessId, entryId, (entry) => {
    if (isClosedStatus(entry.status)) throw entryNotFound();
    return { messageSentAt: now, message: message || null };
  });
  const entry = committed.after;

  const [business, user] = await Promise.all([
    findBusiness(db, membership.businessId),
    entry.userId ? findUser(db, entry.userId) : undefined,
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
  return (await announceEntry(deps, committed)).staff;
}

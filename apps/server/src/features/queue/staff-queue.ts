import type { QueueStatus } from '@qtify/shared/domain/queue-status';
import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { AddPatientBody, StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { findPatientsByName, insertPatient } from '../appointments/patients.repository';
import { businessNotFound } from '../businesses/business-errors';
import { findBusinessById } from '../businesses/businesses.repository';
import type { Membership } from '../businesses/memberships.repository';
import { partySizeFor } from './party-size-for';
import { presentStaffEntry } from './present-staff-entry';
import { insertQueueEntry, listEntriesWithPatients, lockPatientName } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { birthdateRequired } from './queue-errors';

export interface QueueQuery {
  view: 'waiting' | 'today' | 'past';
  q?: string | undefined;
  status?: QueueStatus | undefined;
}

/** The past tab shows the latest entries; older ones stay in each patient's history. */
const PAST_LIMIT = 200;

/** GET …/queue: waiting (open entries in queue order), today's, or past days' (newest first). */
export async function listQueue(
  { context, snapshots }: QueueDeps,
  membership: Membership,
  query: QueueQuery,
): Promise<StaffEntry[]> {
  const db = context.database.db;
  const snapshot = await snapshots.snapshot(membership.businessId);
  if (!snapshot) throw businessNotFound();
  const { business } = snapshot;
  const today = localDateOf(context.clock.now().getTime(), business.timeZone);
  const startOfToday = new Date(zonedInstant(today, 0, business.timeZone));
  const range =
    query.view === 'waiting'
      ? { open: true }
      : query.view === 'today'
        ? { from: startOfToday, to: new Date(zonedInstant(addDays(today, 1), 0, business.timeZone)) }
        : { to: startOfToday };
  const rows = await listEntriesWithPatients(db, business.id, {
    ...range,
    q: query.q,
    status: query.status,
    limit: query.view === 'past' ? PAST_LIMIT : 1000,
  });
  return rows.map((row) => presentStaffEntry(row.entry, row.patient, snapshot.ahead));
}

/**
 * Staff add a patient who is at the desk (POST …/queue): checked in at once, at the end of the
 * queue. A patient of the same name and birth date is found again instead of created twice; a
 * name that is already known needs the birth date (409 BIRTHDATE_REQUIRED). A restaurant keeps
 * the party's persons (`partySize`); other industries ignore them.
 */
export async function addPatientToQueue(
  { context, publisher, snapshots }: QueueDeps,
  membership: Membership,
  body: AddPatientBody,
): Promise<StaffEntry> {
  const db = context.database.db;
  const now = context.clock.now();
  const business = await findBusinessById(db, membership.businessId);
  if (!business) throw businessNotFound();
  const industry = business.industry;
  const { entry, patient } = await db.transaction(async (tx) => {
    // The rule of self-registration (SPEC §5): a known name needs the birth date to tell them apart.
    await lockPatientName(tx, membership.businessId, body.firstName, body.lastName);
    const namesakes = await findPatientsByName(tx, membership.businessId, body.firstName, body.lastName, {
      lock: true,
    });
    if (namesakes.length > 0 && !body.birthdate) throw birthdateRequired();
    const known = namesakes.find((candidate) => candidate.birthdate === body.birthdate);
    const patient =
      known ??
      (await insertPatient(
        tx,
        membership.businessId,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          birthdate: body.birthdate ?? null,
          phone: body.phone || null,
          svnr: body.svnr ?? null,
          note: body.note || null,
        },
        now,
      ));
    const entry = await insertQueueEntry(
      tx,
      {
        businessId: membership.businessId,
        patientId: patient.id,
        userId: null,
        tokenHash: null,
        status: 'checkIn',
        partySize: partySizeFor(industry, body.partySize),
      },
      now,
    );
    return { entry, patient };
  });
  publisher.publish(membership.businessId);
  const snapshot = await snapshots.snapshot(membership.businessId);
  return presentStaffEntry(entry, patient, snapshot?.ahead ?? new Map());
}

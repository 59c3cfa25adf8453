import { countBefore } from '@qtify/shared/domain/queue-position';
import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type {
  AddPatientBody,
  QueueQuery,
  StaffEntriesPage,
  StaffEntry,
} from '@qtify/shared/schemas/queue-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { PatientRow } from '../../db/schema/appointments';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import type { Membership } from '../memberships/membership';
import { findPatient, findPatientsByName, insertPatient } from '../patients/patients.service';
import { announceEntry } from './announce-entry';
import { entryTicket } from './entry-ticket';
import { partySizeFor } from './party-size-for';
import { positionInTransaction } from './position-in-transaction';
import { presentStaffEntry } from './present-staff-entry';
import {
  countEntries,
  type EntryListFilter,
  insertQueueEntry,
  listEntriesWithPatients,
  lockPatientName,
} from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { birthdateRequired, patientNotFound } from './queue-errors';
import { bumpQueueVersion } from './queue-version.repository';

/**
 * GET …/queue: one page of waiting (open entries in queue order), today's, or past days' entries
 * (newest first), with the true total of the view and filter and the cursor of the next page.
 * Everyone's `ahead` on any page comes from this instance's view of the place (a binary search).
 */
export async function listQueue(
  { context, places }: QueueDeps,
  membership: Membership,
  query: Omit<QueueQuery, 'limit'> & { limit?: number | undefined },
): Promise<Omit<StaffEntriesPage, 'success'>> {
  const db = context.database.db;
  const place = await places.get(membership.businessId);
  if (!place) throw businessNotFound();
  const { business } = place;
  const today = localDateOf(context.clock.now().getTime(), business.timeZone);
  const startOfToday = new Date(zonedInstant(today, 0, business.timeZone));
  const range: EntryListFilter =
    query.view === 'waiting'
      ? { open: true }
      : query.view === 'today'
        ? { from: startOfToday, to: new Date(zonedInstant(addDays(today, 1), 0, business.timeZone)) }
        : { to: startOfToday };
  const filter = { ...range, q: query.q, status: query.status };
  const limit = query.limit ?? 50;
  const cursor = query.cursor === undefined ? undefined : Number(query.cursor);
  // One more than the page: whether a next page exists without a second query.
  const rows = await listEntriesWithPatients(db, business.id, filter, { cursor, limit: limit + 1 });
  const total = await countEntries(db, business.id, filter);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) =>
      presentStaffEntry(row.entry, row.patient, countBefore(place.waiting, row.entry.sortKey)),
    ),
    total,
    nextCursor: rows.length > limit && last ? String(last.entry.sortKey) : null,
    version: place.version,
  };
}

/**
 * Staff add a patient who is at the desk (POST …/queue): checked in at once, at the end of the
 * queue. A patient of the same name and birth date is found again instead of created twice; a
 * name that is already known needs the birth date (409 BIRTHDATE_REQUIRED). A restaurant keeps
 * the party's persons (`partySize`); other industries ignore them. Works while self-registration
 * is paused.
 */
export async function addPatientToQueue(
  deps: QueueDeps,
  membership: Membership,
  body: AddPatientBody,
): Promise<StaffEntry> {
  const { context } = deps;
  const db = context.database.db;
  const now = context.clock.now();
  const business = await findBusiness(db, membership.businessId);
  if (!business) throw businessNotFound();
  const industry = business.industry;
  const committed = await db.transaction(async (tx) => {
    const version = await bumpQueueVersion(tx, membership.businessId);
    const patient = body.patientId
      ? await knownPatient(tx, membership.businessId, body.patientId)
      : await patientByName(tx, membership.businessId, body, now);
    const entry = await insertQueueEntry(
      tx,
      {
        businessId: membership.businessId,
        patientId: patient.id,
        userId: null,
        tokenHash: null,
        status: 'checkIn',
        ticket: await entryTicket(tx, business, now),
        partySize: partySizeFor(industry, body.partySize),
      },
      now,
    );
    const position = await positionInTransaction(deps, tx, membership.businessId, version, entry.sortKey);
    return { before: undefined, after: entry, patient, position };
  });
  return (await announceEntry(deps, committed)).staff;
}

/** The record's patient, locked so an erasure waits for the entry that is about to point at them. */
async function knownPatient(tx: AppDatabase, businessId: string, patientId: string): Promise<PatientRow> {
  if (!isUuid(patientId)) throw patientNotFound();
  const patient = await findPatient(tx, businessId, patientId, { lock: 'key share' });
  if (!patient) throw patientNotFound();
  return patient;
}

/**
 * The rule of self-registration (SPEC §5) at the desk: the patient of that name and birth date, or
 * a new one; a known name needs the birth date to tell them apart.
 */
async function patientByName(
  tx: AppDatabase,
  businessId: string,
  body: AddPatientBody,
  now: Date,
): Promise<PatientRow> {
  await lockPatientName(tx, businessId, body.firstName, body.lastName);
  const namesakes = await findPatientsByName(tx, businessId, body.firstName, body.lastName, { lock: true });
  if (namesakes.length > 0 && !body.birthdate) throw birthdateRequired();
  const known = namesakes.find((candidate) => candidate.birthdate === body.birthdate);
  return (
    known ??
    insertPatient(
      tx,
      businessId,
      {
        firstName: body.firstName,
        lastName: body.lastName,
        birthdate: body.birthdate ?? null,
        phone: body.phone || null,
        svnr: body.svnr ?? null,
        note: body.note || null,
      },
      now,
    )
  );
}

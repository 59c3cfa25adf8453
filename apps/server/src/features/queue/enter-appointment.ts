import { isClosedStatus } from '@qtify/shared/domain/queue-status';
import type { EntryAppointment, PatientEntry, StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import type { AppDatabase } from '../../db/database';
import type { PatientRow } from '../../db/schema/appointments';
import type { QueueEntryRow } from '../../db/schema/queue';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { findPatient } from '../patients/patients.service';
import { announceEntry, positionIn } from './announce-entry';
import { entryTicket } from './entry-ticket';
import { positionInTransaction } from './position-in-transaction';
import { presentPatientEntry } from './present-patient-entry';
import { presentStaffEntry } from './present-staff-entry';
import { findEntryByAppointment, insertQueueEntry, setEntryLink } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { patientNotFound } from './queue-errors';
import { bumpQueueVersion } from './queue-version.repository';

export interface AppointmentArrival {
  businessId: string;
  appointmentId: string;
  /** The appointment's patient: the entry is theirs by id, never by name. */
  patientId: string;
  appointment: EntryAppointment;
  partySize: number | null;
}

/** A patient link to give the entry: the hash of its token and the (temporary) account behind it. */
export type EntryLink = { tokenHash: string; userId: string };
/** Makes the link in the transaction that writes it (the account is the patient's). */
export type MakeLink = (tx: AppDatabase, patient: PatientRow) => Promise<EntryLink>;

export interface EnteredAppointment {
  entry: QueueEntryRow;
  patient: PatientRow;
  /** True when this call made the entry; false when the appointment had checked in before. */
  created: boolean;
}

/** Thrown inside the transaction when the appointment is in already: undoes the version bump. */
class AlreadyIn extends Error {
  constructor(readonly entry: QueueEntryRow) {
    super('the appointment is checked in already');
  }
}

/**
 * Puts an appointment's patient in the waiting room, checked in, in the order of queue-order.ts
 * (an early patient from the appointment's start). One entry per appointment: a second call, also
 * one at the same moment, finds the first's entry. The version bump makes the place's changes take
 * turns, so the second reads the first's committed entry after it; a unique index backs that up.
 * `link` gives a new entry its patient link (the patient checked in themselves). `noShow`: nobody
 * came; the appointment's entry is made finished as a no-show (counted on the patient's record like
 * a queue no-show), so it cannot check in later either.
 */
export async function enterAppointment(
  deps: QueueDeps,
  arrival: AppointmentArrival,
  link: MakeLink | undefined,
  options: { noShow?: boolean } = {},
): Promise<EnteredAppointment> {
  const { context } = deps;
  const db = context.database.db;
  const now = context.clock.now();
  const known = await findEntryByAppointment(db, arrival.businessId, arrival.appointmentId);
  if (known) return { entry: known, patient: await entryPatient(deps, known), created: false };
  try {
    const committed = await db.transaction(async (tx) => {
      const version = await bumpQueueVersion(tx, arrival.businessId);
      const raced = await findEntryByAppointment(tx, arrival.businessId, arrival.appointmentId);
      if (raced) throw new AlreadyIn(raced);
      // Locked like the desk's known patient: an erasure waits for the entry that points at them.
      const patient = await findPatient(tx, arrival.businessId, arrival.patientId, { lock: 'key share' });
      if (!patient) throw patientNotFound();
      const business = await findBusiness(tx, arrival.businessId);
      if (!business) throw businessNotFound();
      const entry = await insertQueueEntry(
        tx,
        {
          businessId: arrival.businessId,
          patientId: patient.id,
          userId: null,
          tokenHash: null,
          status: options.noShow ? 'done' : 'checkIn',
          ...(options.noShow ? { outcome: 'noShow' as const, finishedAt: now } : {}),
          // Nobody came: no number of the day is spent on it.
          ticket: options.noShow ? null : await entryTicket(tx, business, now),
          partySize: arrival.partySize,
          appointmentId: arrival.appointmentId,
          appointment: arrival.appointment,
          ...(link ? await link(tx, patient) : {}),
        },
        now,
      );
      const position = await positionInTransaction(deps, tx, arrival.businessId, version, entry.sortKey);
      return { before: undefined, after: entry, patient, position };
    });
    await announceEntry(deps, committed);
    return { entry: committed.after, patient: committed.patient, created: true };
  } catch (error) {
    if (!(error instanceof AlreadyIn)) throw error;
    return { entry: error.entry, patient: await entryPatient(deps, error.entry), created: false };
  }
}

/**
 * Gives an entry that staff checked in (or whose temporary account expired) the patient link of
 * its patient's own check-in; nothing when it has both, unless `replace` (a check-in by name and
 * birth date again: the newest device gets the room, whose token is only known as a hash). Not a
 * queue change: nobody's place moves.
 */
export async function linkEntry(
  deps: QueueDeps,
  entered: EnteredAppointment,
  link: MakeLink,
  options: { replace?: boolean } = {},
): Promise<QueueEntryRow> {
  const { entry, patient } = entered;
  if (!options.replace && entry.tokenHash !== null && entry.userId !== null) return entry;
  const now = deps.context.clock.now();
  return deps.context.database.db.transaction(async (tx) =>
    setEntryLink(tx, entry.id, await link(tx, patient), now),
  );
}

async function entryPatient(deps: QueueDeps, entry: QueueEntryRow): Promise<PatientRow> {
  const patient = entry.patientId
    ? await findPatient(deps.context.database.db, entry.businessId, entry.patientId)
    : undefined;
  if (!patient) throw patientNotFound();
  return patient;
}

/**
 * The entry as staff and as its patient see it, where it stands in this instance's view of its
 * place (loaded again when an open entry is missing there: it came in on another instance).
 */
export async function presentEntryViews(
  deps: QueueDeps,
  entry: QueueEntryRow,
  patient: PatientRow,
): Promise<{ staff: StaffEntry; patient: PatientEntry }> {
  let place = await deps.places.get(entry.businessId);
  if (place && !isClosedStatus(entry.status) && !place.open.has(entry.id)) {
    place = await deps.places.get(entry.businessId, { reload: true });
  }
  if (!place) throw businessNotFound();
  const position = positionIn(place, entry);
  return {
    staff: presentStaffEntry(entry, patient, position.ahead),
    patient: presentPatientEntry(entry, patient.firstName, place, position),
  };
}

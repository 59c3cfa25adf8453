import { phoneDigits } from '@qtify/shared/domain/phone-digits';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { appointments, type PatientRow, patients } from '../../db/schema/appointments';
import { queueEntries } from '../../db/schema/queue';
import { users } from '../../db/schema/users';

export interface PatientContact {
  firstName: string;
  lastName: string;
  phone: string;
  email?: string | undefined;
  /** Kept only where the record has none: a booking may not change a known patient's birthdate. */
  birthdate?: string | undefined;
}

/**
 * Who a booking person is: the names without case and the digits of the phone (a leading + counts
 * as 00), so "0664 123 45 67" and "0664/1234567" are the same person.
 */
export function patientIdentityKey(contact: PatientContact): string {
  return [
    contact.firstName.trim().toLowerCase(),
    contact.lastName.trim().toLowerCase(),
    phoneDigits(contact.phone),
  ].join('|');
}

/**
 * The business's patient with this first and last name (case-insensitive) and phone, created on
 * first contact (with the e-mail given). One statement: two first bookings of the same person at the
 * same moment meet in the unique index (patients_identity_idx) instead of creating the person twice.
 * A known patient's e-mail changes only with `updateEmail` (staff typed it): a public booking's
 * address stays with the booking until staff accept it (issue 16).
 */
export async function upsertPatient(
  db: AppDatabase,
  businessId: string,
  contact: PatientContact,
  now: Date,
  options: { updateEmail: boolean },
): Promise<PatientRow> {
  const email = options.updateEmail ? sql`coalesce(excluded.email, ${patients.email})` : patients.email;
  const [row] = await db
    .insert(patients)
    .values({
      businessId,
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      identityKey: patientIdentityKey(contact),
      email: contact.email ?? null,
      birthdate: contact.birthdate ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [patients.businessId, patients.identityKey],
      set: { email, birthdate: sql`coalesce(${patients.birthdate}, excluded.birthdate)`, updatedAt: now },
    })
    .returning();
  return row as PatientRow;
}

/**
 * Inside a transaction, `lock: 'key share'` where a queue entry or appointment is about to point at
 * the row (see findPatientsByName); `lock: 'update'` where the row is about to go (erasure): it waits
 * for every transaction holding the key share, so their new rows are there to be taken along.
 */
export async function findPatientRow(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  options: { lock?: PatientRowLock } = {},
): Promise<PatientRow | undefined> {
  const query = db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.businessId, businessId)));
  const [row] = await (options.lock ? query.for(options.lock) : query);
  return row;
}

export type PatientRowLock = 'key share' | 'update';

/** Marks the patient as having opted out of reminders (the first time counts; idempotent). */
export async function setRemindersOptedOut(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  now: Date,
): Promise<void> {
  await db
    .update(patients)
    .set({ remindersOptedOutAt: now })
    .where(
      and(
        eq(patients.id, patientId),
        eq(patients.businessId, businessId),
        isNull(patients.remindersOptedOutAt),
      ),
    );
}

export async function findPatientRows(
  db: AppDatabase,
  businessId: string,
  ids: string[],
): Promise<PatientRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.businessId, businessId), inArray(patients.id, ids)));
}

/**
 * The business's patients with this first and last name (any case): the registration's duplicate rule.
 * Pass `lock` inside a transaction that will point a queue entry at one of them: an erasure of that
 * patient then waits for the transaction instead of deleting the row its entry is about to reference.
 */
export async function findPatientsByName(
  db: AppDatabase,
  businessId: string,
  firstName: string,
  lastName: string,
  options: { lock?: boolean } = {},
): Promise<PatientRow[]> {
  const query = db
    .select()
    .from(patients)
    .where(
      and(
        eq(patients.businessId, businessId),
        sql`lower(${patients.firstName}) = lower(${firstName})`,
        sql`lower(${patients.lastName}) = lower(${lastName})`,
      ),
    );
  return options.lock ? query.for('key share') : query;
}

export type NewPatient = Pick<PatientRow, 'firstName' | 'lastName' | 'birthdate' | 'phone' | 'svnr' | 'note'>;

/** A patient without the booking identity (registered in the waiting room or added by staff). */
export async function insertPatient(
  db: AppDatabase,
  businessId: string,
  values: NewPatient,
  now: Date,
): Promise<PatientRow> {
  const [row] = await db
    .insert(patients)
    .values({ ...values, businessId, createdAt: now, updatedAt: now })
    .returning();
  return row as PatientRow;
}

/**
 * Erases a patient (GDPR Art. 17): their appointments, queue entries and push subscriptions go with
 * them (cascade), and so do the temporary accounts they joined the queue with. Permanent accounts
 * stay: they belong to the person, not to this business.
 */
export async function deletePatientRow(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<boolean> {
  const entryUsers = await db
    .select({ userId: queueEntries.userId })
    .from(queueEntries)
    .innerJoin(users, eq(users.id, queueEntries.userId))
    .where(
      and(
        eq(queueEntries.patientId, patientId),
        eq(queueEntries.businessId, businessId),
        eq(users.temporary, true),
      ),
    );
  const deleted = await db
    .delete(patients)
    .where(and(eq(patients.id, patientId), eq(patients.businessId, businessId)))
    .returning({ id: patients.id });
  const userIds = entryUsers.map((row) => row.userId).filter((id): id is string => id !== null);
  if (deleted.length > 0 && userIds.length > 0) {
    await db.delete(users).where(and(inArray(users.id, userIds), eq(users.temporary, true)));
  }
  return deleted.length > 0;
}

/**
 * Takes a booking's phone and/or e-mail into the patient's record (staff accepted them). A new
 * phone makes a new identity key: 23505 when another patient already has that name and phone.
 */
export async function updatePatientContact(
  db: AppDatabase,
  patient: PatientRow,
  contact: { phone?: string | undefined; email?: string | undefined },
  now: Date,
): Promise<PatientRow> {
  const phone = contact.phone ?? patient.phone;
  const [row] = await db
    .update(patients)
    .set({
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
      ...(contact.phone && phone
        ? {
            identityKey: patientIdentityKey({
              firstName: patient.firstName,
              lastName: patient.lastName,
              phone,
            }),
          }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(patients.id, patient.id), eq(patients.businessId, patient.businessId)))
    .returning();
  return row as PatientRow;
}

/** Whether the patient has (had) an appointment at this doctor: a practitioner's own patient. */
export async function isPatientOfDoctor(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  doctorId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.patientId, patientId),
        eq(appointments.doctorId, doctorId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type PatientChanges = Partial<
  Pick<
    PatientRow,
    | 'firstName'
    | 'lastName'
    | 'birthdate'
    | 'phone'
    | 'identityKey'
    | 'email'
    | 'svnr'
    | 'note'
    | 'remindersOptedOutAt'
    | 'marketingConsentAt'
  >
>;

/** Staff's edit of a record; 23505 on patients_identity_idx when it becomes another patient. */
export async function updatePatientRow(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  changes: PatientChanges,
  now: Date,
): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(patients.id, patientId), eq(patients.businessId, businessId)))
    .returning();
  return row;
}

/** The business's patient with this identity key (name and phone), if any. */
export async function findPatientByIdentityKey(
  db: AppDatabase,
  businessId: string,
  identityKey: string,
): Promise<PatientRow | undefined> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.businessId, businessId), eq(patients.identityKey, identityKey)));
  return row;
}

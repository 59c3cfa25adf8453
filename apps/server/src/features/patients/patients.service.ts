import type { AppDatabase } from '../../db/database';
import type { PatientRow } from '../../db/schema/appointments';
import * as repository from './patients.repository';

// The business's patients, the record that bookings, the calendar and the waiting room share: what
// those features may ask of it (never its repository). It depends on no other feature.

export type { NewPatient, PatientContact } from './patients.repository';

/** The patient of this name and phone, created on first contact (see patients.repository). */
export function upsertPatient(
  db: AppDatabase,
  businessId: string,
  contact: repository.PatientContact,
  now: Date,
  options: { updateEmail: boolean },
): Promise<PatientRow> {
  return repository.upsertPatient(db, businessId, contact, now, options);
}

/** The business's patient of an id; `lock` inside a transaction that will point a row at them. */
export function findPatient(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  options: { lock?: repository.PatientRowLock } = {},
): Promise<PatientRow | undefined> {
  return repository.findPatientRow(db, businessId, patientId, options);
}

/** The patient gets no more appointment reminders (the opt-out link of a reminder mail). */
export function optOutOfReminders(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  now: Date,
): Promise<void> {
  return repository.setRemindersOptedOut(db, businessId, patientId, now);
}

/** The business's patients of these ids. */
export function findPatients(db: AppDatabase, businessId: string, ids: string[]): Promise<PatientRow[]> {
  return repository.findPatientRows(db, businessId, ids);
}

/** Patients of exactly this name (any case); `lock` serialises two registrations of one name. */
export function findPatientsByName(
  db: AppDatabase,
  businessId: string,
  firstName: string,
  lastName: string,
  options: { lock?: boolean } = {},
): Promise<PatientRow[]> {
  return repository.findPatientsByName(db, businessId, firstName, lastName, options);
}

/** A patient without the booking identity (registered in the waiting room or added by staff). */
export function insertPatient(
  db: AppDatabase,
  businessId: string,
  values: repository.NewPatient,
  now: Date,
): Promise<PatientRow> {
  return repository.insertPatient(db, businessId, values, now);
}

/** Deletes the patient with their appointments, visits and temporary accounts (see the repository). */
export function deletePatient(db: AppDatabase, businessId: string, patientId: string): Promise<boolean> {
  return repository.deletePatientRow(db, businessId, patientId);
}

/** Takes a booking's phone or e-mail into the patient's record (staff accepted it). */
export function updatePatientContact(
  db: AppDatabase,
  patient: PatientRow,
  contact: { phone?: string | undefined; email?: string | undefined },
  now: Date,
): Promise<PatientRow> {
  return repository.updatePatientContact(db, patient, contact, now);
}

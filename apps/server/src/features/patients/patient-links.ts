import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { Visit } from '@qtify/shared/schemas/patient-schemas';
import type { AppDatabase } from '../../db/database';

/**
 * What the patients feature needs of the features that point at a patient (appointments, the
 * waiting room). They import patients' service, so patients cannot import theirs: each implements
 * its part of this port in its own folder and app.ts hands them to patientsRoutes.
 */
export interface PatientLink<Item> {
  /** The patient's rows, presented for the record, oldest first. */
  list(db: AppDatabase, businessId: string, patientId: string): Promise<Item[]>;
  /** Points every row of `fromPatientId` at `intoPatientId`, inside the merge's transaction. */
  move(tx: AppDatabase, businessId: string, fromPatientId: string, intoPatientId: string): Promise<number>;
}

/** Erasure (features/patient-data) cancels and detaches appointments itself, above these features. */
export type PatientAppointmentsLink = PatientLink<Appointment>;

/** Rows about a patient that are not part of the record's history, which a merge moves too. */
export type PatientRowsLink = Pick<PatientLink<unknown>, 'move'>;

export interface PatientLinks {
  appointments: PatientAppointmentsLink;
  visits: PatientLink<Visit>;
  /** Erasure requests (features/patient-data): the person's wish follows them into the kept record. */
  erasureRequests: PatientRowsLink;
  /** Long-term medications, repeat-prescription requests and portal links (features/prescriptions). */
  prescriptions: PatientRowsLink;
}

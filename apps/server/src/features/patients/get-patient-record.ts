import { calendarDoctorFilter } from '@qtify/shared/domain/team-policy';
import type { PatientRecord } from '@qtify/shared/schemas/patient-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { PatientRow } from '../../db/schema/appointments';
import type { Membership } from '../memberships/membership';
import { patientNotFound } from './patient-errors';
import type { PatientLinks } from './patient-links';
import { findPatientRow, isPatientOfDoctor } from './patients.repository';
import type { PatientsDeps } from './patients-deps';
import { presentPatientSummary } from './present-patient';

/** The record of a patient row: contact, note, consent, every appointment and visit, and their counts. */
export async function presentPatientRecord(
  db: AppDatabase,
  links: PatientLinks,
  row: PatientRow,
): Promise<PatientRecord> {
  const appointments = await links.appointments.list(db, row.businessId, row.id);
  const visits = await links.visits.list(db, row.businessId, row.id);
  return {
    ...presentPatientSummary(row),
    svnr: row.svnr,
    note: row.note,
    consent: {
      reminders: row.remindersOptedOutAt === null,
      marketing: row.marketingConsentAt !== null,
      marketingAt: row.marketingConsentAt?.toISOString() ?? null,
    },
    appointments,
    visits,
    counts: {
      visits: visits.length,
      appointments: appointments.length,
      noShows: visits.filter((visit) => visit.outcome === 'noShow').length,
    },
  };
}

/** The business's patient this member may see: a practitioner linked to a doctor, only that doctor's. */
export async function findVisiblePatient(
  db: AppDatabase,
  membership: Membership,
  patientId: string,
): Promise<PatientRow> {
  if (!isUuid(patientId)) throw patientNotFound();
  const row = await findPatientRow(db, membership.businessId, patientId);
  if (!row) throw patientNotFound();
  const doctorId = calendarDoctorFilter(membership.role, membership.doctorId, undefined);
  if (doctorId && !(await isPatientOfDoctor(db, membership.businessId, row.id, doctorId))) {
    throw patientNotFound();
  }
  return row;
}

/** GET …/patients/:patientId: the record. */
export async function getPatientRecord(
  deps: PatientsDeps,
  membership: Membership,
  patientId: string,
): Promise<PatientRecord> {
  const row = await findVisiblePatient(deps.db, membership, patientId);
  return presentPatientRecord(deps.db, deps.links, row);
}

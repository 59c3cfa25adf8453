import type { PatientData } from '@qtify/shared/schemas/patient-data-schemas';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { findBusiness } from '../businesses/businesses.service';
import * as patients from '../patients/patients.service';
import { prescriptionDataOf } from '../prescriptions/prescriptions.service';
import { findLatestRequest } from './erasure-requests.repository';
import { listPatientAppointments, listPatientVisits, listRemindersSent } from './patient-data.repository';
import { patientNotFound } from './patient-data-errors';
import { presentPatientErasureRequest } from './present-erasure-request';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the business holds about the patient (GDPR Art. 15 and 20): the record, consent,
 * every appointment (cancelled ones too), every visit, the reminders sent, the erasure request and
 * the repeat prescriptions (long-term medications and requests).
 * Tokens, hashes and staff-internal ids are not personal data of the patient and are left out.
 */
export async function collectPatientData(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  now: Date,
): Promise<PatientData> {
  const [business, patient] = await Promise.all([
    findBusiness(db, businessId),
    patients.findPatient(db, businessId, patientId),
  ]);
  if (!business || !patient) throw patientNotFound();
  const [appointments, visits, reminders, request, prescriptions] = await queryAll(db, [
    () => listPatientAppointments(db, businessId, patientId),
    () => listPatientVisits(db, businessId, patientId),
    () => listRemindersSent(db, businessId, patientId),
    () => findLatestRequest(db, patientId),
    () => prescriptionDataOf(db, businessId, patientId),
  ]);
  return {
    recordId: patient.id,
    exportedAt: now.toISOString(),
    business: { name: business.name, email: business.email, phone: business.phone },
    patient: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      birthdate: patient.birthdate ?? null,
      phone: patient.phone,
      email: patient.email,
      svnr: patient.svnr,
      note: patient.note,
      createdAt: patient.createdAt.toISOString(),
      updatedAt: patient.updatedAt.toISOString(),
    },
    consent: {
      emailReminders: patient.remindersOptedOutAt === null,
      remindersOptedOutAt: iso(patient.remindersOptedOutAt),
      marketing: patient.marketingConsentAt !== null,
      marketingConsentAt: iso(patient.marketingConsentAt),
    },
    appointments: appointments.map((row) => ({
      ...row,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      createdAt: row.createdAt.toISOString(),
      cancelledAt: iso(row.cancelledAt),
    })),
    visits: visits.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      calledAt: iso(row.calledAt),
      finishedAt: iso(row.finishedAt),
    })),
    remindersSent: reminders.map((row) => ({
      appointmentStart: row.appointmentStart.toISOString(),
      hoursBefore: row.hoursBefore,
      sentAt: row.sentAt.toISOString(),
    })),
    erasureRequest: request ? presentPatientErasureRequest(request) : null,
    prescriptions,
  };
}

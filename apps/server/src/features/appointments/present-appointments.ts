import { DEFAULT_TYPE_COLOR } from '@qtify/shared/domain/appointment-type-color';
import { phoneDigits } from '@qtify/shared/domain/phone-digits';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { PatientSummary } from '@qtify/shared/schemas/patient-summary-schema';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import type { AppointmentRow, PatientRow } from '../../db/schema/appointments';
import { findTypesByIds } from '../appointment-types/appointment-types.service';
import { userNames } from '../auth/users.service';
import { findPatients } from '../patients/patients.service';

export function presentPatientSummary(row: PatientRow): PatientSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthdate: row.birthdate ?? null,
    phone: row.phone,
    email: row.email,
  };
}

/** The booking's contact details where they differ from the record; null when nothing differs. */
export function newContact(row: AppointmentRow, patient: PatientRow): Appointment['newContact'] {
  const phone =
    row.contactPhone && phoneDigits(row.contactPhone) !== phoneDigits(patient.phone ?? '')
      ? row.contactPhone
      : null;
  const email =
    row.contactEmail && row.contactEmail.toLowerCase() !== (patient.email ?? '').toLowerCase()
      ? row.contactEmail
      : null;
  return phone || email ? { phone, email } : null;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value) => value !== null))];

/** Presents appointment rows of one business: three queries, however many rows. */
export async function presentAppointments(
  db: AppDatabase,
  businessId: string,
  rows: AppointmentRow[],
): Promise<Appointment[]> {
  const [patients, types, names] = await queryAll(db, [
    () => findPatients(db, businessId, unique(rows.map((row) => row.patientId))),
    () => findTypesByIds(db, businessId, unique(rows.map((row) => row.typeId))),
    () => userNames(db, unique(rows.map((row) => row.changedBy))),
  ]);
  const patientById = new Map(patients.map((patient) => [patient.id, patient]));
  const colorById = new Map(types.map((type) => [type.id, type.color]));
  // An erased patient's past appointments stay for the statistics but name nobody: not listed.
  return rows.flatMap((row) => {
    const patient = row.patientId ? patientById.get(row.patientId) : undefined;
    if (!patient) return [];
    const changedByName = row.changedBy ? names.get(row.changedBy) : undefined;
    return {
      id: row.id,
      title: row.title,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      typeId: row.typeId,
      doctorId: row.doctorId,
      color: (row.typeId && colorById.get(row.typeId)) || DEFAULT_TYPE_COLOR,
      confirmation: row.confirmation,
      note: row.note,
      partySize: row.partySize,
      cancelled: row.status === 'cancelled',
      patient: presentPatientSummary(patient),
      changedBy: row.changedBy && changedByName ? { id: row.changedBy, name: changedByName } : null,
      bookedOnline: row.bookedOnline,
      availabilityOverridden: row.availabilityOverridden,
      newContact: newContact(row, patient),
      series:
        row.seriesId && row.seriesIndex && row.seriesTotal
          ? { id: row.seriesId, index: row.seriesIndex, total: row.seriesTotal }
          : null,
    } satisfies Appointment;
  });
}

import type { PatientListItem } from '@qtify/shared/schemas/patient-schemas';
import type { PatientSummary } from '@qtify/shared/schemas/patient-summary-schema';
import type { PatientRow } from '../../db/schema/appointments';
import type { PatientListRow } from './patient-list.repository';

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

export function presentPatientListItem(row: PatientListRow): PatientListItem {
  return {
    ...presentPatientSummary(row),
    svnr: row.svnr,
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
    nextAppointmentAt: row.nextAppointmentAt?.toISOString() ?? null,
    noShowCount: row.noShowCount,
  };
}

import { parsePatientQuery } from '@qtify/shared/domain/patient-query';
import { calendarDoctorFilter } from '@qtify/shared/domain/team-policy';
import {
  PATIENT_RECENT_DAYS,
  type PatientListItem,
  type PatientsQuery,
} from '@qtify/shared/schemas/patient-schemas';
import type { Membership } from '../memberships/membership';
import { countPatientRows, listPatientRows, type PatientListCriteria } from './patient-list.repository';
import type { PatientsDeps } from './patients-deps';
import { presentPatientListItem } from './present-patient';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The list's criteria for this member: a practitioner linked to a doctor sees that doctor's patients. */
export function patientListCriteria(
  membership: Membership,
  query: Pick<PatientsQuery, 'q' | 'filter'>,
  now: Date,
): PatientListCriteria {
  return {
    query: parsePatientQuery(query.q),
    filter: query.filter,
    doctorId: calendarDoctorFilter(membership.role, membership.doctorId, undefined),
    now,
    recentSince: new Date(now.getTime() - PATIENT_RECENT_DAYS * DAY_MS),
  };
}

/** GET …/patients: a page of the patients that match, the true total and the next page's cursor. */
export async function listPatients(
  deps: PatientsDeps,
  membership: Membership,
  query: PatientsQuery,
): Promise<{ patients: PatientListItem[]; total: number; nextCursor: string | null }> {
  const criteria = patientListCriteria(membership, query, deps.clock.now());
  const offset = Number(query.cursor ?? 0);
  const rows = await listPatientRows(deps.db, membership.businessId, criteria, {
    offset,
    limit: query.limit,
  });
  // Each row carries the total; a page past the end has none to carry it.
  const total =
    rows[0]?.total ?? (offset === 0 ? 0 : await countPatientRows(deps.db, membership.businessId, criteria));
  const next = offset + rows.length;
  return {
    patients: rows.map(presentPatientListItem),
    total,
    nextCursor: rows.length === query.limit && next < total ? String(next) : null,
  };
}

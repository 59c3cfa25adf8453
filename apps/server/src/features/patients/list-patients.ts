import { parsePatientQuery } from '@qtify/shared/domain/patient-query';
import { calendarDoctorFilter } from '@qtify/shared/domain/team-policy';
import {
  PATIENT_RECENT_DAYS,
  type PatientListItem,
  type PatientsQuery,
} from '@qtify/shared/schemas/patient-schemas';
import { queryAll } from '../../db/query-all';
import type { Membership } from '../memberships/membership';
import {
  countPatientRows,
  listPatientRows,
  listPatientRowsByName,
  type PatientListCriteria,
  type PatientListRow,
} from './patient-list.repository';
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

/**
 * A name search ranks and counts in one statement (listPatientRowsByName). Otherwise two queries, not
 * a window count: count(*) OVER () would pass every matching row through the window, where the page
 * reads the first rows of an index and the count is index-only (bench/patient-search.mjs).
 */
async function pageAndTotal(
  deps: PatientsDeps,
  businessId: string,
  criteria: PatientListCriteria,
  offset: number,
  limit: number,
): Promise<[PatientListRow[], number]> {
  if (criteria.query.name) {
    const page = await listPatientRowsByName(deps.db, businessId, criteria, { offset, limit });
    return [page.rows, page.total ?? (await countPatientRows(deps.db, businessId, criteria))];
  }
  return queryAll(deps.db, [
    () => listPatientRows(deps.db, businessId, criteria, { offset, limit }),
    () => countPatientRows(deps.db, businessId, criteria),
  ]);
}

/** GET …/patients: a page of the patients that match, the true total and the next page's cursor. */
export async function listPatients(
  deps: PatientsDeps,
  membership: Membership,
  query: PatientsQuery,
): Promise<{ patients: PatientListItem[]; total: number; nextCursor: string | null }> {
  const criteria = patientListCriteria(membership, query, deps.clock.now());
  const offset = Number(query.cursor ?? 0);
  const [rows, total] = await pageAndTotal(deps, membership.businessId, criteria, offset, query.limit);
  const next = offset + rows.length;
  return {
    patients: rows.map(presentPatientListItem),
    total,
    nextCursor: rows.length === query.limit && next < total ? String(next) : null,
  };
}

import type { PatientsQuery } from '@qtify/shared/schemas/patient-schemas';
import type { Membership } from '../memberships/membership';
import { patientListCriteria } from './list-patients';
import { listPatientRows } from './patient-list.repository';
import { toCsv } from './patients-csv';
import type { PatientsDeps } from './patients-deps';

/** The most rows one export holds (far above a practice's patients; bounds the answer's size). */
const EXPORT_ROWS_MAX = 200_000;

const HEADER = [
  'lastName',
  'firstName',
  'birthdate',
  'phone',
  'email',
  'svnr',
  'lastVisitAt',
  'nextAppointmentAt',
  'noShowCount',
];

/** GET …/patients/export.csv: the list (same search and filter) as a CSV file, by name. */
export async function exportPatients(
  deps: PatientsDeps,
  membership: Membership,
  query: Pick<PatientsQuery, 'q' | 'filter'>,
): Promise<string> {
  const criteria = patientListCriteria(membership, query, deps.clock.now());
  const rows = await listPatientRows(deps.db, membership.businessId, criteria, {
    offset: 0,
    limit: EXPORT_ROWS_MAX,
  });
  return toCsv([
    HEADER,
    ...rows.map((row) => [
      row.lastName,
      row.firstName,
      row.birthdate,
      row.phone,
      row.email,
      row.svnr,
      row.lastVisitAt?.toISOString() ?? null,
      row.nextAppointmentAt?.toISOString() ?? null,
      row.noShowCount,
    ]),
  ]);
}

import type { PatientListItem } from '@qtify/shared/schemas/patient-schemas';
import type { Membership } from '../memberships/membership';
import { listDuplicatePairIds } from './patient-duplicates.repository';
import { listPatientRowsByIds } from './patient-list.repository';
import type { PatientsDeps } from './patients-deps';
import { presentPatientListItem } from './present-patient';

/** Pairs shown at once: enough for a morning's clean-up, small enough for one screen. */
const DUPLICATE_PAIRS_MAX = 100;

type Pair = { reason: 'nameAndBirthdate' | 'phone'; patients: [PatientListItem, PatientListItem] };

/** GET …/patients/duplicates: likely pairs of the same person (same name and birthdate, or same phone). */
export async function listDuplicates(deps: PatientsDeps, membership: Membership): Promise<Pair[]> {
  const pairs = await listDuplicatePairIds(deps.db, membership.businessId, DUPLICATE_PAIRS_MAX);
  const ids = [...new Set(pairs.flatMap((pair) => pair.ids))];
  const rows = await listPatientRowsByIds(deps.db, membership.businessId, ids, deps.clock.now());
  const byId = new Map(rows.map((row) => [row.id, presentPatientListItem(row)]));
  return pairs.flatMap((pair) => {
    const [a, b] = [byId.get(pair.ids[0]), byId.get(pair.ids[1])];
    return a && b ? [{ reason: pair.reason, patients: [a, b] as [PatientListItem, PatientListItem] }] : [];
  });
}

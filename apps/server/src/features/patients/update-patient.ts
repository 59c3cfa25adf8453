import type { PatientPatch, PatientRecord } from '@qtify/shared/schemas/patient-schemas';
import { isUniqueViolation } from '../../db/is-unique-violation';
import type { PatientRow } from '../../db/schema/appointments';
import type { Membership } from '../memberships/membership';
import { findVisiblePatient, presentPatientRecord } from './get-patient-record';
import { patientDuplicate, patientNotFound } from './patient-errors';
import {
  findPatientByIdentityKey,
  type PatientChanges,
  patientIdentityKey,
  updatePatientRow,
} from './patients.repository';
import type { PatientsDeps } from './patients-deps';

/** What the patch changes in the row; the identity (name and phone) is recomputed when either changes. */
export function patientChanges(row: PatientRow, patch: PatientPatch, now: Date): PatientChanges {
  const { remindersConsent, marketingConsent, ...fields } = patch;
  const changes: PatientChanges = { ...fields };
  if ('firstName' in patch || 'lastName' in patch || 'phone' in patch) {
    const phone = 'phone' in patch ? patch.phone : row.phone;
    changes.identityKey = phone
      ? patientIdentityKey({
          firstName: patch.firstName ?? row.firstName,
          lastName: patch.lastName ?? row.lastName,
          phone,
        })
      : null;
  }
  if (remindersConsent !== undefined) {
    changes.remindersOptedOutAt = remindersConsent ? null : (row.remindersOptedOutAt ?? now);
  }
  // Marketing consent only ever changes here, when staff record the patient's explicit answer.
  if (marketingConsent !== undefined) {
    changes.marketingConsentAt = marketingConsent ? (row.marketingConsentAt ?? now) : null;
  }
  return changes;
}

/** PATCH …/patients/:patientId: staff edit the record; becoming another patient is 409 PATIENT_DUPLICATE. */
export async function updatePatient(
  deps: PatientsDeps,
  membership: Membership,
  patientId: string,
  patch: PatientPatch,
): Promise<PatientRecord> {
  const row = await findVisiblePatient(deps.db, membership, patientId);
  const changes = patientChanges(row, patch, deps.clock.now());
  try {
    const updated = await updatePatientRow(deps.db, membership.businessId, row.id, changes, deps.clock.now());
    if (!updated) throw patientNotFound();
    return presentPatientRecord(deps.db, deps.links, updated);
  } catch (error) {
    if (!isUniqueViolation(error, 'patients_identity_idx') || !changes.identityKey) throw error;
    const other = await findPatientByIdentityKey(deps.db, membership.businessId, changes.identityKey);
    throw patientDuplicate(other?.id ?? '');
  }
}

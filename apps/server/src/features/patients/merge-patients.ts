import type { PatientRecord } from '@qtify/shared/schemas/patient-schemas';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { isUuid } from '../../db/is-uuid';
import type { PatientRow } from '../../db/schema/appointments';
import { movePatientAuditEvents } from '../audit/audit.service';
import type { Membership } from '../memberships/membership';
import { presentPatientRecord } from './get-patient-record';
import { mergeIntoSelf, patientDuplicate, patientNotFound } from './patient-errors';
import {
  deleteMergedPatientRow,
  fillPatientRow,
  lockPatientPair,
  type PatientFill,
} from './patient-merge.repository';
import { findPatientByIdentityKey, patientIdentityKey } from './patients.repository';
import type { PatientsDeps } from './patients-deps';

/**
 * What the kept record takes from the merged-away one: the fields it lacks (both notes are kept).
 * A reminder opt-out of either stays (the stricter wish); marketing consent is never carried over:
 * it counts only where it was given explicitly.
 */
export function mergeFill(into: PatientRow, from: PatientRow): PatientFill {
  const fill: PatientFill = {};
  if (!into.birthdate && from.birthdate) fill.birthdate = from.birthdate;
  if (!into.email && from.email) fill.email = from.email;
  if (!into.svnr && from.svnr) fill.svnr = from.svnr;
  if (!into.phone && from.phone) {
    fill.phone = from.phone;
    fill.identityKey = patientIdentityKey({
      firstName: into.firstName,
      lastName: into.lastName,
      phone: from.phone,
    });
  }
  if (from.note && from.note !== into.note)
    fill.note = into.note ? `${into.note}\n\n${from.note}` : from.note;
  return fill;
}

/**
 * POST …/patients/:patientId/merge: in one transaction, every appointment, visit, repeat
 * prescription and audit event of the patient moves to `intoPatientId` (reminders and waitlist offers hang on the appointments),
 * the kept record fills its gaps from the other, and the other is deleted. Nothing cascades: every
 * row that pointed at it points at the kept one before it goes.
 */
export async function mergePatients(
  deps: PatientsDeps,
  membership: Membership,
  patientId: string,
  intoPatientId: string,
): Promise<PatientRecord> {
  if (!isUuid(patientId) || !isUuid(intoPatientId)) throw patientNotFound();
  if (patientId === intoPatientId) throw mergeIntoSelf();
  const { businessId } = membership;
  const now = deps.clock.now();
  let fillKey: string | null | undefined;
  try {
    const kept = await deps.db.transaction(async (tx) => {
      const rows = await lockPatientPair(tx, businessId, [patientId, intoPatientId]);
      const from = rows.find((row) => row.id === patientId);
      const into = rows.find((row) => row.id === intoPatientId);
      // A merge of the same pair that ran first took one of them away: nothing to do here.
      if (!from || !into) throw patientNotFound();
      await deps.links.appointments.move(tx, businessId, from.id, into.id);
      await deps.links.visits.move(tx, businessId, from.id, into.id);
      await deps.links.erasureRequests.move(tx, businessId, from.id, into.id);
      await deps.links.prescriptions.move(tx, businessId, from.id, into.id);
      await movePatientAuditEvents(tx, businessId, from.id, into.id);
      await deleteMergedPatientRow(tx, businessId, from.id);
      const fill = mergeFill(into, from);
      fillKey = fill.identityKey;
      return (await fillPatientRow(tx, businessId, into.id, fill, now)) ?? into;
    });
    deps.realtime.appointmentsChanged(businessId);
    return presentPatientRecord(deps.db, deps.links, kept);
  } catch (error) {
    if (!isUniqueViolation(error, 'patients_identity_idx') || !fillKey) throw error;
    // The phone it took makes it the same person as a third patient: merge that one too first.
    const other = await findPatientByIdentityKey(deps.db, businessId, fillKey);
    throw patientDuplicate(other?.id ?? '');
  }
}

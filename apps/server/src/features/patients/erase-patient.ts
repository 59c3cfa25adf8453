import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { patientNotFound } from './patient-errors';
import { deletePatientRow } from './patients.repository';
import type { PatientsDeps } from './patients-deps';

/**
 * DELETE …/patients/:patientId (owners and managers): erases the patient with every appointment and visit, so a
 * practice can answer a request for erasure. Their times become free again.
 */
export async function erasePatient(
  deps: PatientsDeps,
  membership: Membership,
  patientId: string,
): Promise<void> {
  if (!isUuid(patientId)) throw patientNotFound();
  const now = deps.clock.now();
  const deleted = await deps.db.transaction(async (tx) => {
    // Their booked future times are freed with them: the waitlist may have them.
    await deps.links.appointments.releaseForErase(tx, membership.businessId, patientId, now);
    return deletePatientRow(tx, membership.businessId, patientId);
  });
  if (!deleted) throw patientNotFound();
  // Their appointments went with them.
  deps.realtime.appointmentsChanged(membership.businessId);
}

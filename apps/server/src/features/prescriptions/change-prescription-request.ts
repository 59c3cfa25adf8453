import { actionForPrescriptionMove, canMovePrescription } from '@qtify/shared/domain/prescription-status';
import { can } from '@qtify/shared/domain/team-policy';
import type { PrescriptionPatchBody, PrescriptionRequest } from '@qtify/shared/schemas/prescription-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { invalidTransition, notAllowed, prescriptionNotFound, reasonRequired } from './prescription-errors';
import {
  findRequest,
  findRequestWithPatient,
  insertEvent,
  listEvents,
  updateRequestStatus,
} from './prescription-requests.repository';
import type { PrescriptionsDeps } from './prescriptions-deps';
import { presentStaffRequest } from './present-prescription-request';
import { sendStatusMail } from './status-mail';

/**
 * PATCH …/prescription-requests/:requestId: moves a request one step (prescription-status.ts).
 * Approving and declining need `prescriptions.prescribe` (403 otherwise); a move the request's
 * status does not allow is 422 INVALID_TRANSITION; a decline without a reason 422 REASON_REQUIRED.
 * The patient's page hears it live; when it is ready or declined they get a mail that names no
 * medication, only that the status changed, with the link to their page.
 */
export async function changePrescriptionRequest(
  deps: PrescriptionsDeps,
  membership: Membership,
  requestId: string,
  body: PrescriptionPatchBody,
): Promise<PrescriptionRequest> {
  if (!isUuid(requestId)) throw prescriptionNotFound();
  const { businessId } = membership;
  const to = body.status;
  const reason = to === 'declined' ? body.reason?.trim() || null : null;
  const now = deps.clock.now();
  const patientId = await deps.db.transaction(async (tx) => {
    const row = await findRequest(tx, businessId, requestId, { lock: true });
    if (!row) throw prescriptionNotFound();
    if (!can(membership.role, actionForPrescriptionMove(to))) throw notAllowed();
    if (!canMovePrescription(row.status, to)) throw invalidTransition();
    if (to === 'declined' && !reason) throw reasonRequired();
    await updateRequestStatus(tx, requestId, to, reason, now);
    await insertEvent(tx, requestId, to, membership.userId, now);
    return row.patientId;
  });
  deps.realtime.prescriptionsChanged(businessId);
  deps.realtime.portalChanged(patientId);
  if (to === 'ready' || to === 'declined') {
    deps.tasks.run('prescription status mail', () => sendStatusMail(deps, businessId, patientId));
  }
  const changed = await findRequestWithPatient(deps.db, businessId, requestId);
  if (!changed) throw prescriptionNotFound();
  return presentStaffRequest(changed, await listEvents(deps.db, [requestId]));
}

import type { ErasureRequest } from '@qtify/shared/schemas/patient-data-schemas';
import { isUuid } from '../../db/is-uuid';
import { erasePatient } from './erase-patient';
import { findRequest, findRequestWithPatient } from './erasure-requests.repository';
import type { PatientDataDeps } from './patient-data-deps';
import { erasureRequestClosed, erasureRequestNotFound } from './patient-data-errors';
import { presentErasureRequest } from './present-erasure-request';

/**
 * Staff confirm an open request: the patient is erased now, their future bookings cancelled with
 * them (the patient asked to be forgotten, so their bookings cannot stand), and they get the
 * "done" mail. 409 ERASURE_REQUEST_CLOSED when it was carried out or declined already.
 */
export async function confirmErasureRequest(
  deps: PatientDataDeps,
  businessId: string,
  requestId: string,
  byUserId: string | null,
): Promise<ErasureRequest> {
  if (!isUuid(requestId)) throw erasureRequestNotFound();
  const request = await findRequest(deps.db, businessId, requestId);
  if (!request) throw erasureRequestNotFound();
  if (request.status !== 'open' || !request.patientId) throw erasureRequestClosed();
  await erasePatient(deps, { businessId, patientId: request.patientId, cancelFuture: true, byUserId });
  const done = await findRequestWithPatient(deps.db, businessId, requestId);
  return presentErasureRequest(done ?? { ...request, patient: null });
}

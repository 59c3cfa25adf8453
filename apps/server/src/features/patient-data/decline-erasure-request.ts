import type { DeclineErasureBody, ErasureRequest } from '@qtify/shared/schemas/patient-data-schemas';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { declineRequest, findRequest, findRequestWithPatient } from './erasure-requests.repository';
import { erasureRequestClosed, erasureRequestNotFound } from './patient-data-errors';
import { presentErasureRequest } from './present-erasure-request';

/**
 * Staff decline an open request with a reason the patient reads on their manage link and in their
 * copy (Art. 17(3): e.g. the legal duty to keep medical records). 409 ERASURE_REQUEST_CLOSED when it
 * is no longer open. The patient may ask again later.
 */
export async function declineErasureRequest(
  deps: { db: AppDatabase; clock: Clock },
  businessId: string,
  requestId: string,
  body: DeclineErasureBody,
  byUserId: string,
): Promise<ErasureRequest> {
  if (!isUuid(requestId)) throw erasureRequestNotFound();
  const request = await findRequest(deps.db, businessId, requestId);
  if (!request) throw erasureRequestNotFound();
  const declined = await declineRequest(deps.db, request.id, body.reason, byUserId, deps.clock.now());
  if (!declined) throw erasureRequestClosed();
  const found = await findRequestWithPatient(deps.db, businessId, declined.id);
  return presentErasureRequest(found ?? { ...declined, patient: null });
}

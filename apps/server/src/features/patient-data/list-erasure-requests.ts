import type { ErasureRequest, ErasureRequestStatus } from '@qtify/shared/schemas/patient-data-schemas';
import type { AppDatabase } from '../../db/database';
import { listRequests } from './erasure-requests.repository';
import { presentErasureRequest } from './present-erasure-request';

/** GET …/erasure-requests: the business's requests of a status (open by default), oldest first. */
export async function listErasureRequests(
  db: AppDatabase,
  businessId: string,
  status: ErasureRequestStatus = 'open',
): Promise<ErasureRequest[]> {
  return (await listRequests(db, businessId, status)).map(presentErasureRequest);
}

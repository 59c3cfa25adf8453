import type { AppDatabase } from '../../db/database';
import { findAppointmentByManageTokenHash } from '../appointments/manage-tokens';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { findBusiness } from '../businesses/businesses.service';

/**
 * The public id of the place a manage link's booking belongs to (undefined for an unknown token):
 * a patient's writes through the link spend that place's budget (challenge/public-write-kinds.ts).
 */
export async function placeOfManageToken(
  db: AppDatabase,
  params: Record<string, string>,
): Promise<string | undefined> {
  const manageToken = params.manageToken;
  if (!manageToken || !isOpaqueToken(manageToken)) return undefined;
  const row = await findAppointmentByManageTokenHash(db, hashToken(manageToken));
  const business = row ? await findBusiness(db, row.businessId) : undefined;
  return business?.publicId;
}

import { can } from '@qtify/shared/domain/team-policy';
import type { Membership } from '../memberships/membership';
import { moveActiveBusinessesOff } from '../memberships/memberships.service';
import { businessNotFound, forbidden } from './business-errors';
import { deleteBusinessRow } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';

/**
 * Deletes a business with everything in it (DELETE /api/businesses/:businessId); owners only.
 * Whoever had it active gets their most recently joined other business active, or none.
 */
export async function deleteBusiness(
  deps: Pick<BusinessesDeps, 'db' | 'clock'>,
  membership: Membership,
): Promise<void> {
  if (!can(membership.role, 'business.delete')) throw forbidden();
  const now = deps.clock.now();
  const deleted = await deps.db.transaction(async (tx) => {
    await moveActiveBusinessesOff(tx, membership.businessId, now);
    return deleteBusinessRow(tx, membership.businessId);
  });
  if (!deleted) throw businessNotFound();
}

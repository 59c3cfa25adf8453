import { businessNotFound, ownerOnly } from './business-errors';
import { deleteBusinessRow } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';
import { activateOtherBusiness, type Membership } from './memberships.repository';

/**
 * Deletes a business with everything in it (DELETE /api/businesses/:businessId); owners only.
 * Whoever had it active gets their most recently joined other business active, or none.
 */
export async function deleteBusiness(
  deps: Pick<BusinessesDeps, 'db' | 'clock'>,
  membership: Membership,
): Promise<void> {
  if (membership.role !== 'owner') throw ownerOnly();
  const now = deps.clock.now();
  const deleted = await deps.db.transaction(async (tx) => {
    await activateOtherBusiness(tx, membership.businessId, now);
    return deleteBusinessRow(tx, membership.businessId);
  });
  if (!deleted) throw businessNotFound();
}

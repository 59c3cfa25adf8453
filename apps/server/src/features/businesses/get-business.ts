import type { Business } from '@qtify/shared/schemas/business-schemas';
import type { Membership } from '../memberships/membership';
import { businessNotFound } from './business-errors';
import { findMemberBusiness } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';
import { presentBusiness } from './present-business';

/** One of the caller's businesses (GET /api/businesses/:businessId). */
export async function getBusiness(
  deps: Pick<BusinessesDeps, 'db'>,
  membership: Membership,
): Promise<Business> {
  const row = await findMemberBusiness(deps.db, membership.userId, membership.businessId);
  // The scope found the membership a moment ago; only a concurrent delete gets here.
  if (!row) throw businessNotFound();
  return presentBusiness(row, row.role);
}

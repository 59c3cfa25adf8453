import type { Industry } from '@qtify/shared/domain/industry';
import { businessNotFound } from '../businesses/business-errors';
import { findMemberBusiness } from '../businesses/businesses.repository';
import type { Membership } from '../businesses/memberships.repository';
import type { DoctorsDeps } from './doctors-deps';

/** The industry of the caller's business: it decides whether a doctor needs a specialty or a party size. */
export async function businessIndustry(
  deps: Pick<DoctorsDeps, 'db'>,
  membership: Membership,
): Promise<Industry> {
  const business = await findMemberBusiness(deps.db, membership.userId, membership.businessId);
  if (!business) throw businessNotFound();
  return business.industry as Industry;
}

import type { Industry } from '@qtify/shared/domain/industry';
import { businessNotFound } from '../businesses/business-errors';
import { findBusinessOfMember } from '../businesses/businesses.service';
import type { Membership } from '../memberships/membership';
import type { DoctorsDeps } from './doctors-deps';

/** The industry of the caller's business: it decides whether a doctor needs a specialty or a party size. */
export async function businessIndustry(
  deps: Pick<DoctorsDeps, 'db'>,
  membership: Membership,
): Promise<Industry> {
  const business = await findBusinessOfMember(deps.db, membership.userId, membership.businessId);
  if (!business) throw businessNotFound();
  return business.industry as Industry;
}

import type { BusinessRole } from '@qtify/shared/domain/business-roles';

/** A user's place in a business: what the business scope puts on the request. */
export interface Membership {
  userId: string;
  businessId: string;
  role: BusinessRole;
}

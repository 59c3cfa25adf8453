import type { BusinessRole } from '@qtify/shared/domain/business-roles';

/** A user's place in a business: what the business scope puts on the request. */
export interface Membership {
  userId: string;
  businessId: string;
  role: BusinessRole;
  /** The doctor a practitioner works as (their own day and patients); none for most. */
  doctorId?: string | null;
  /** When the member last used the business (coarse: see markMemberActive). */
  lastActiveAt?: Date | null;
}

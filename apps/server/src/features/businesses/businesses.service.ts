import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import {
  findBusinessById,
  findBusinessByPublicId,
  findMemberBusiness,
  type MemberBusiness,
} from './businesses.repository';

// What other features may ask of the businesses (never their repository): the business of an id,
// of a public link, or of a member.

/** The business of an id, if it still exists. */
export function findBusiness(db: AppDatabase, businessId: string): Promise<BusinessRow | undefined> {
  return findBusinessById(db, businessId);
}

/** The business of a public id (its links and QR code); none for anything that is no public id. */
export function findPublicBusiness(db: AppDatabase, publicId: string): Promise<BusinessRow | undefined> {
  return findBusinessByPublicId(db, publicId);
}

/** The business with the member's role, if `userId` is one of its members. */
export function findBusinessOfMember(
  db: AppDatabase,
  userId: string,
  businessId: string,
): Promise<MemberBusiness | undefined> {
  return findMemberBusiness(db, userId, businessId);
}

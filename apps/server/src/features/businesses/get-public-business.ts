import { isPublicId } from '@qtify/shared/domain/public-id';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { businessNotFound } from './business-errors';
import { findBusinessByPublicId } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';
import { presentPublicBusiness } from './present-public-business';

/** A business as its patient pages see it, by the public id of its links (no login). */
export async function getPublicBusiness(
  deps: Pick<BusinessesDeps, 'db'>,
  publicId: string,
): Promise<PublicBusiness> {
  const row = isPublicId(publicId) ? await findBusinessByPublicId(deps.db, publicId) : undefined;
  if (!row) throw businessNotFound();
  return presentPublicBusiness(row);
}

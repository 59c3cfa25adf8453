import { largestPartySize } from '@qtify/shared/domain/party-size';
import { isPublicId } from '@qtify/shared/domain/public-id';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { listPartySizes } from '../doctors/doctors.repository';
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
  // The booking page tells a party above this to call instead of offering no times at all.
  const maxPartySize =
    row.industry === 'restaurant' ? largestPartySize(await listPartySizes(deps.db, row.id)) : null;
  return presentPublicBusiness(row, maxPartySize);
}

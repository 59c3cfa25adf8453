import { largestPartySize } from '@qtify/shared/domain/party-size';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { businessNotFound } from './business-errors';
import type { BusinessesDeps } from './businesses-deps';
import { findBusinessOnlineStatus, listTableSizes } from './online-status.repository';
import { presentPublicBusiness } from './present-public-business';

/** A business as its patient pages see it, by the public id of its links (no login). */
export async function getPublicBusiness(
  deps: Pick<BusinessesDeps, 'db'>,
  publicId: string,
): Promise<PublicBusiness> {
  const status = await findBusinessOnlineStatus(deps.db, publicId);
  if (!status) throw businessNotFound();
  const row = status.business;
  // The booking page tells a party above this to call instead of offering no times at all.
  const maxPartySize =
    row.industry === 'restaurant' ? largestPartySize(await listTableSizes(deps.db, row.id)) : null;
  return presentPublicBusiness(row, maxPartySize, status.openOnline);
}

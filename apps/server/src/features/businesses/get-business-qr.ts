import { businessLinks } from '@qtify/shared/domain/business-links';
import { qrFileName } from '@qtify/shared/domain/qr-file-name';
import type { Membership } from '../memberships/membership';
import { businessNotFound } from './business-errors';
import { findMemberBusiness } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';
import { type QrFormat, renderQrImage } from './qr-image';

export interface BusinessQr {
  image: string | Buffer;
  /** What a download is saved as. */
  fileName: string;
}

/**
 * The QR code of a business (GET /api/businesses/:businessId/qr.svg|png): the absolute link of its
 * patient registration, `siteOrigin` being PUBLIC_URL or the origin the staff member uses.
 */
export async function getBusinessQr(
  deps: Pick<BusinessesDeps, 'db'>,
  membership: Membership,
  siteOrigin: string,
  format: QrFormat,
): Promise<BusinessQr> {
  const row = await findMemberBusiness(deps.db, membership.userId, membership.businessId);
  if (!row) throw businessNotFound();
  const link = `${siteOrigin}${businessLinks(row.publicId).register}`;
  return { image: await renderQrImage(link, format), fileName: qrFileName(row.name, format) };
}

import { businessLinks } from '@qtify/shared/domain/business-links';
import { qrFileName } from '@qtify/shared/domain/qr-file-name';
import type { Membership } from '../memberships/membership';
import { lineToJoin } from '../workflows/workflows.service';
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
 * patient registration, `siteOrigin` being PUBLIC_URL or the origin the staff member uses; with
 * `line`, the registration of that line (workflow).
 */
export async function getBusinessQr(
  deps: Pick<BusinessesDeps, 'db'>,
  membership: Membership,
  siteOrigin: string,
  format: QrFormat,
  line?: string,
): Promise<BusinessQr> {
  const row = await findMemberBusiness(deps.db, membership.userId, membership.businessId);
  if (!row) throw businessNotFound();
  let link = `${siteOrigin}${businessLinks(row.publicId).register}`;
  if (line !== undefined) {
    // Only a line of this business (422 UNKNOWN_WORKFLOW), so the code never leads nowhere.
    const start = await lineToJoin(deps.db, row.id, { workflowId: line });
    link += `&${new URLSearchParams({ line: start?.workflowId ?? line })}`;
  }
  return { image: await renderQrImage(link, format), fileName: qrFileName(row.name, format) };
}

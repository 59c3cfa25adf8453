import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import { businessNotFound, notOpenOnline } from './business-errors';
import { findBusinessOnlineStatus } from './online-status.repository';

/**
 * The gate of every public write that a stranger can make in a business's name (booking online,
 * self-registration): 404 for an unknown public id, then 403 EMAIL_NOT_VERIFIED until an owner
 * has verified their e-mail address, so an account made with someone else's address cannot run
 * a practice that patients find. Called first, before the writes' own checks.
 */
export async function requireOpenOnline(deps: { db: AppDatabase }, publicId: string): Promise<BusinessRow> {
  const status = await findBusinessOnlineStatus(deps.db, publicId);
  if (!status) throw businessNotFound();
  if (!status.openOnline) throw notOpenOnline();
  return status.business;
}

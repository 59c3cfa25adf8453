import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import { findBusiness } from '../businesses/businesses.service';
import { findDeviceByToken } from './find-device';
import { kioskNotFound } from './lobby-errors';

/** The business a kiosk link belongs to; 404 for a revoked or unknown link. */
export async function kioskPlace(db: AppDatabase, token: string): Promise<BusinessRow> {
  const kiosk = await findDeviceByToken(db, 'kiosk', token);
  const business = kiosk ? await findBusiness(db, kiosk.businessId) : undefined;
  if (!kiosk || !business) throw kioskNotFound();
  return business;
}

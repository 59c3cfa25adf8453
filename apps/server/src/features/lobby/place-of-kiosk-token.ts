import type { AppDatabase } from '../../db/database';
import { findBusiness } from '../businesses/businesses.service';
import { findDeviceByToken } from './find-device';

/**
 * The public id of the place a kiosk link belongs to (undefined for an unknown or revoked one):
 * the kiosk's registrations spend that place's budget (challenge/public-write-kinds.ts).
 */
export async function placeOfKioskToken(
  db: AppDatabase,
  params: Record<string, string>,
): Promise<string | undefined> {
  const kiosk = params.kioskToken ? await findDeviceByToken(db, 'kiosk', params.kioskToken) : undefined;
  const business = kiosk ? await findBusiness(db, kiosk.businessId) : undefined;
  return business?.publicId;
}

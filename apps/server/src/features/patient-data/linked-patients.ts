import type { BusinessRow } from '../../db/schema/businesses';
import { findBooking, type ManageBookingDeps } from '../booking/manage-booking';
import { findBusiness } from '../businesses/businesses.service';
import { listLinkedPatients } from './patient-data.repository';
import { patientNotFound } from './patient-data-errors';

export interface LinkedPatient {
  business: BusinessRow;
  patientId: string;
  /** The language the patient booked in, if they did. */
  languageId: string | null;
}

/** The patient of a booking's manage link (404 NOT_FOUND for any other token, as the booking routes). */
export async function patientOfManageToken(
  deps: ManageBookingDeps,
  manageToken: string,
): Promise<LinkedPatient> {
  const { row, business } = await findBooking(deps, manageToken);
  if (!row.patientId) throw patientNotFound();
  return { business, patientId: row.patientId, languageId: row.languageId };
}

/** The patient records linked to a signed-in account (it joined those waiting rooms as them). */
export async function patientsOfAccount(deps: ManageBookingDeps, userId: string): Promise<LinkedPatient[]> {
  const linked = await listLinkedPatients(deps.db, userId);
  const found: LinkedPatient[] = [];
  for (const link of linked) {
    const business = await findBusiness(deps.db, link.businessId);
    if (business) found.push({ business, patientId: link.patientId, languageId: null });
  }
  return found;
}

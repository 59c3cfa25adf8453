import type { Medication, PatientPrescriptionRequest } from '@qtify/shared/schemas/prescription-schemas';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { findBusiness } from '../businesses/businesses.service';
import { listMedications } from './patient-medications';
import { findLinkByTokenHash } from './portal-links.repository';
import { countBusinessRequestsSince, listPatientRequests } from './prescription-requests.repository';
import { presentPatientRequest } from './present-prescription-request';

// What other features may ask of repeat prescriptions (never their repository): the patient's
// export, the place's budget of public writes.

/** The patient's long-term medications and every request (the patient's data export, GDPR Art. 15). */
export async function prescriptionDataOf(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<{ medications: Medication[]; requests: PatientPrescriptionRequest[] }> {
  const [medications, requests] = await queryAll(db, [
    () => listMedications(db, businessId, patientId),
    () => listPatientRequests(db, businessId, patientId, 10_000),
  ]);
  return { medications, requests: requests.map(presentPatientRequest).reverse() };
}

/** Requests sent to the business since `since`. */
export function prescriptionRequestsSince(db: AppDatabase, businessId: string, since: Date): Promise<number> {
  return countBusinessRequestsSince(db, businessId, since);
}

/** The public id of the practice of a portal link (the route's `:token`), if it is an active one. */
export async function placeOfPortalToken(
  db: AppDatabase,
  params: Record<string, string>,
): Promise<string | undefined> {
  const token = params.token ?? '';
  if (!isOpaqueToken(token)) return undefined;
  const link = await findLinkByTokenHash(db, hashToken(token));
  return link ? (await findBusiness(db, link.businessId))?.publicId : undefined;
}

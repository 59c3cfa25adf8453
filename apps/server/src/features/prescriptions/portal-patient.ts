import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { PatientRow } from '../../db/schema/appointments';
import type { BusinessRow } from '../../db/schema/businesses';
import { queueEntries } from '../../db/schema/queue';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { findBusiness } from '../businesses/businesses.service';
import * as patients from '../patients/patients.service';
import { findLinkByTokenHash } from './portal-links.repository';
import { prescriptionNotFound } from './prescription-errors';

/** Whose portal a request reaches: by the personal link, or by a signed-in account linked to the record. */
export interface PortalPatient {
  business: BusinessRow;
  patient: PatientRow;
  source: 'link' | 'account';
  /** The account's user (null for the link). */
  userId: string | null;
}

async function medicalPatient(db: AppDatabase, businessId: string, patientId: string) {
  const business = await findBusiness(db, businessId);
  // Repeat prescriptions exist only for medical practices: anything else is not found.
  if (!business) return undefined;
  if (business.industry !== 'medical') return undefined;
  const patient = await patients.findPatient(db, businessId, patientId);
  return patient && { business, patient };
}

/** The patient of an active portal link; 404 for any other token (revoked, unknown, malformed). */
export async function portalOfToken(db: AppDatabase, token: string): Promise<PortalPatient> {
  if (!isOpaqueToken(token)) throw prescriptionNotFound();
  const link = await findLinkByTokenHash(db, hashToken(token));
  const found = link && (await medicalPatient(db, link.businessId, link.patientId));
  if (!found) throw prescriptionNotFound();
  return { ...found, source: 'link', userId: null };
}

/**
 * The medical practices' records linked to a signed-in account: a record is linked when the account
 * joined that practice's waiting room as that patient (as for the patient's own data, issue 20).
 */
export async function portalsOfAccount(db: AppDatabase, userId: string): Promise<PortalPatient[]> {
  const linked = await db
    .selectDistinct({ businessId: queueEntries.businessId, patientId: queueEntries.patientId })
    .from(queueEntries)
    .where(and(eq(queueEntries.userId, userId), isNotNull(queueEntries.patientId)))
    .limit(50);
  const found: PortalPatient[] = [];
  for (const row of linked) {
    if (!row.patientId) continue;
    const record = await medicalPatient(db, row.businessId, row.patientId);
    if (record) found.push({ ...record, source: 'account', userId });
  }
  return found;
}

/** One linked record of the account; 404 unless it is linked. */
export async function portalOfAccount(
  db: AppDatabase,
  userId: string,
  recordId: string,
): Promise<PortalPatient> {
  if (!isUuid(recordId)) throw prescriptionNotFound();
  const found = (await portalsOfAccount(db, userId)).find((portal) => portal.patient.id === recordId);
  if (!found) throw prescriptionNotFound();
  return found;
}

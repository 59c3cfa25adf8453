import type { PrescriptionStatus } from '@qtify/shared/domain/prescription-status';
import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type PatientRow, patients } from '../../db/schema/appointments';
import {
  type PrescriptionRequestEventRow,
  type PrescriptionRequestRow,
  prescriptionRequestEvents,
  prescriptionRequests,
} from '../../db/schema/prescriptions';

// All SQL of the requests and their history; every function is scoped by the business id.

/** The inbox shows at most this many (newest first); older ones are in the patients' exports. */
export const INBOX_MAX = 200;

export type RequestWithPatient = PrescriptionRequestRow & {
  patient: Pick<PatientRow, 'id' | 'firstName' | 'lastName' | 'birthdate'>;
};

export async function insertRequest(
  db: AppDatabase,
  values: Pick<
    PrescriptionRequestRow,
    'businessId' | 'patientId' | 'source' | 'medications' | 'pickup' | 'note' | 'readyBy'
  >,
  now: Date,
): Promise<PrescriptionRequestRow> {
  const [row] = await db
    .insert(prescriptionRequests)
    .values({ ...values, status: 'new', createdAt: now, updatedAt: now })
    .returning();
  const created = row as PrescriptionRequestRow;
  await insertEvent(db, created.id, 'new', null, now);
  return created;
}

export async function insertEvent(
  db: AppDatabase,
  requestId: string,
  status: PrescriptionStatus,
  byUserId: string | null,
  at: Date,
): Promise<void> {
  await db.insert(prescriptionRequestEvents).values({ requestId, status, byUserId, at });
}

async function selectWithPatient(db: AppDatabase, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      request: prescriptionRequests,
      patient: {
        id: patients.id,
        firstName: patients.firstName,
        lastName: patients.lastName,
        birthdate: patients.birthdate,
      },
    })
    .from(prescriptionRequests)
    .innerJoin(patients, eq(patients.id, prescriptionRequests.patientId))
    .where(where)
    .orderBy(desc(prescriptionRequests.createdAt), desc(prescriptionRequests.id))
    .limit(limit);
  return rows.map((row): RequestWithPatient => ({ ...row.request, patient: row.patient }));
}

export function listInbox(
  db: AppDatabase,
  businessId: string,
  status: PrescriptionStatus | undefined,
): Promise<RequestWithPatient[]> {
  return selectWithPatient(
    db,
    and(
      eq(prescriptionRequests.businessId, businessId),
      status ? eq(prescriptionRequests.status, status) : undefined,
    ),
    INBOX_MAX,
  );
}

export async function findRequest(
  db: AppDatabase,
  businessId: string,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<PrescriptionRequestRow | undefined> {
  const query = db
    .select()
    .from(prescriptionRequests)
    .where(and(eq(prescriptionRequests.businessId, businessId), eq(prescriptionRequests.id, requestId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findRequestWithPatient(
  db: AppDatabase,
  businessId: string,
  requestId: string,
): Promise<RequestWithPatient | undefined> {
  const [row] = await selectWithPatient(
    db,
    and(eq(prescriptionRequests.businessId, businessId), eq(prescriptionRequests.id, requestId)),
    1,
  );
  return row;
}

export async function updateRequestStatus(
  db: AppDatabase,
  requestId: string,
  status: PrescriptionStatus,
  declineReason: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(prescriptionRequests)
    .set({ status, declineReason, updatedAt: now })
    .where(eq(prescriptionRequests.id, requestId));
}

/** The patient's requests, newest first. */
export function listPatientRequests(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  limit = 100,
): Promise<PrescriptionRequestRow[]> {
  return db
    .select()
    .from(prescriptionRequests)
    .where(
      and(eq(prescriptionRequests.businessId, businessId), eq(prescriptionRequests.patientId, patientId)),
    )
    .orderBy(desc(prescriptionRequests.createdAt))
    .limit(limit);
}

/** The history of these requests, oldest first. */
export function listEvents(db: AppDatabase, requestIds: string[]): Promise<PrescriptionRequestEventRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(prescriptionRequestEvents)
    .where(inArray(prescriptionRequestEvents.requestId, requestIds))
    .orderBy(asc(prescriptionRequestEvents.at), asc(prescriptionRequestEvents.id));
}

/** Requests of the patient since `since` (the daily limit). */
export async function countPatientRequestsSince(
  db: AppDatabase,
  patientId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prescriptionRequests)
    .where(and(eq(prescriptionRequests.patientId, patientId), gte(prescriptionRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** Requests at the business since `since` (the place's budget of public writes). */
export async function countBusinessRequestsSince(
  db: AppDatabase,
  businessId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prescriptionRequests)
    .where(and(eq(prescriptionRequests.businessId, businessId), gte(prescriptionRequests.createdAt, since)));
  return row?.n ?? 0;
}

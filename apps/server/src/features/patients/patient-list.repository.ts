import type { PatientQuery } from '@qtify/shared/domain/patient-query';
import type { PatientFilter } from '@qtify/shared/schemas/patient-schemas';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type PatientRow, patients } from '../../db/schema/appointments';

/** Who the list is for and what it asks: the search, a filter, a practitioner's doctor. */
export interface PatientListCriteria {
  query: PatientQuery;
  filter?: PatientFilter | undefined;
  /** Only patients with an appointment at this doctor (a practitioner's own patients). */
  doctorId?: string | undefined;
  now: Date;
  /** "Seen recently" starts here. */
  recentSince: Date;
}

export type PatientListRow = PatientRow & {
  lastVisitAt: Date | null;
  nextAppointmentAt: Date | null;
  noShowCount: number;
};

/** A page's rows, each with the count of all matching rows (the search runs once, not twice). */
export type PatientPageRow = PatientListRow & { total: number };

/** A moment as a query parameter (both drivers take the ISO text). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function searchCondition(query: PatientQuery): SQL | undefined {
  if (query.birthdate) return eq(patients.birthdate, query.birthdate);
  if (query.digits) {
    return or(
      sql`${patients.phoneDigits} LIKE ${`%${escapeLike(query.digits)}%`}`,
      eq(patients.svnr, query.digits),
    );
  }
  if (query.name) {
    // Contains the folded text, or is similar to it word by word (pg_trgm; both use the GIN index).
    const folded = sql`patient_search_fold(${query.name})`;
    return or(
      sql`${patients.searchName} LIKE '%' || patient_search_fold(${escapeLike(query.name)}) || '%'`,
      sql`${folded} <% ${patients.searchName}`,
    );
  }
  return undefined;
}

/**
 * Filters as "id IN (the business's rows of the kind)": one pass over a business-scoped index
 * (appointments_business_time_idx, queue_entries_business_created_idx, queue_entries_no_show_idx)
 * instead of a probe per patient, which at 100,000 patients is the difference between milliseconds
 * and most of a second.
 */
function filterCondition(businessId: string, criteria: PatientListCriteria): SQL | undefined {
  const booked = sql`business_id = ${businessId} AND status <> 'cancelled'`;
  switch (criteria.filter) {
    case 'recent':
      return sql`${patients.id} IN (
        SELECT patient_id FROM appointments WHERE ${booked}
          AND starts_at >= ${at(criteria.recentSince)} AND starts_at <= ${at(criteria.now)}
        UNION ALL
        SELECT patient_id FROM queue_entries WHERE business_id = ${businessId}
          AND created_at >= ${at(criteria.recentSince)})`;
    case 'upcoming':
      return sql`${patients.id} IN (
        SELECT patient_id FROM appointments WHERE ${booked} AND starts_at > ${at(criteria.now)})`;
    case 'noShows':
      return sql`${patients.id} IN (
        SELECT patient_id FROM queue_entries WHERE business_id = ${businessId} AND outcome = 'noShow')`;
    default:
      return undefined;
  }
}

function conditions(businessId: string, criteria: PatientListCriteria): SQL | undefined {
  return and(
    eq(patients.businessId, businessId),
    searchCondition(criteria.query),
    filterCondition(businessId, criteria),
    criteria.doctorId
      ? sql`${patients.id} IN (
          SELECT patient_id FROM appointments WHERE business_id = ${businessId} AND doctor_id = ${criteria.doctorId})`
      : undefined,
  );
}

/**
 * The columns a list row adds to the patient, computed for the rows of one page only. Written with
 * aliases: inside a select list drizzle leaves columns unqualified, and "id" would be the subquery's.
 */
function historyColumns(now: Date) {
  const toDate = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    lastVisitAt: sql<Date | null>`greatest(
      (SELECT max(v.created_at) FROM queue_entries v WHERE v.patient_id = "patients"."id"),
      (SELECT max(a.starts_at) FROM appointments a WHERE a.patient_id = "patients"."id"
        AND a.status <> 'cancelled' AND a.starts_at <= ${at(now)}))`.mapWith(toDate),
    nextAppointmentAt: sql<Date | null>`(SELECT min(a.starts_at) FROM appointments a
      WHERE a.patient_id = "patients"."id" AND a.status <> 'cancelled' AND a.starts_at > ${at(now)})`.mapWith(
      toDate,
    ),
    noShowCount: sql<number>`(SELECT count(*) FROM queue_entries v
      WHERE v.patient_id = "patients"."id" AND v.outcome = 'noShow')`.mapWith(Number),
  };
}

function order(query: PatientQuery): SQL[] {
  const byName = [
    asc(sql`lower(${patients.lastName})`),
    asc(sql`lower(${patients.firstName})`),
    asc(patients.id),
  ];
  // The best match first: "Huber" before "Hubner" for "Hubr".
  return query.name
    ? [desc(sql`word_similarity(patient_search_fold(${query.name}), ${patients.searchName})`), ...byName]
    : byName;
}

/** One page of the business's patients that match, by relevance then name, each with the total. */
export async function listPatientRows(
  db: AppDatabase,
  businessId: string,
  criteria: PatientListCriteria,
  page: { offset: number; limit: number },
): Promise<PatientPageRow[]> {
  const rows = await db
    .select({
      patient: patients,
      ...historyColumns(criteria.now),
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(patients)
    .where(conditions(businessId, criteria))
    .orderBy(...order(criteria.query))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(({ patient, ...history }) => ({ ...patient, ...history }));
}

/** How many patients match in all (the true total beside a page). */
export async function countPatientRows(
  db: AppDatabase,
  businessId: string,
  criteria: PatientListCriteria,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(patients).where(conditions(businessId, criteria));
  return Number(row?.n ?? 0);
}

/** List rows of these patients (duplicates' pairs), in any order. */
export async function listPatientRowsByIds(
  db: AppDatabase,
  businessId: string,
  ids: string[],
  now: Date,
): Promise<PatientListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ patient: patients, ...historyColumns(now) })
    .from(patients)
    .where(and(eq(patients.businessId, businessId), sql`${patients.id} IN ${ids}`));
  return rows.map(({ patient, ...history }) => ({ ...patient, ...history }));
}

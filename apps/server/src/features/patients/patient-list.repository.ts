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
};

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
 * The filters read the patient's kept summary (migration 0025, kept by triggers): each is an indexed
 * predicate, so neither the page nor the count joins the business's appointments and visits.
 */
function filterCondition(criteria: PatientListCriteria): SQL | undefined {
  switch (criteria.filter) {
    case 'recent':
      return or(...recentCases(criteria));
    case 'upcoming':
      return sql`${patients.lastAppointmentAt} > ${at(criteria.now)}`;
    case 'noShows':
      return sql`${patients.noShowCount} > 0`;
    default:
      return undefined;
  }
}

/**
 * "Seen recently" (a visit or a booked appointment between recentSince and now) as three disjoint
 * cases of the patient's two latest events, so the count adds three index-only counts:
 *  1. the latest event is in the window (then it is the latest one up to now);
 *  2. the latest is ahead (an appointment) and the one before is in the window;
 *  3. the two latest are both ahead (a series, say): look at the patient's rows, for the few such.
 */
function recentCases(criteria: PatientListCriteria): SQL[] {
  const since = at(criteria.recentSince);
  const now = at(criteria.now);
  return [
    sql`${patients.lastEventAt} BETWEEN ${since} AND ${now}`,
    sql`(${patients.lastEventAt} > ${now} AND ${patients.previousEventAt} BETWEEN ${since} AND ${now})`,
    sql`(${patients.previousEventAt} > ${now} AND (
      EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = ${patients.id} AND a.status <> 'cancelled'
        AND a.starts_at BETWEEN ${since} AND ${now})
      OR EXISTS (SELECT 1 FROM queue_entries v WHERE v.patient_id = ${patients.id}
        AND v.created_at BETWEEN ${since} AND ${now})))`,
  ];
}

function conditions(businessId: string, criteria: PatientListCriteria): SQL | undefined {
  return and(
    eq(patients.businessId, businessId),
    searchCondition(criteria.query),
    filterCondition(criteria),
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

/** One page of the business's patients that match, by relevance then name. */
export async function listPatientRows(
  db: AppDatabase,
  businessId: string,
  criteria: PatientListCriteria,
  page: { offset: number; limit: number },
): Promise<PatientListRow[]> {
  const rows = await db
    .select({ patient: patients, ...historyColumns(criteria.now) })
    .from(patients)
    .where(conditions(businessId, criteria))
    .orderBy(...order(criteria.query))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(({ patient, ...history }) => ({ ...patient, ...history }));
}

/**
 * How many patients match in all (the true total beside a page). "Seen recently" without a search
 * counts its three disjoint cases one by one: each is an index-only count, where counting their OR
 * would fetch every matching row.
 */
export async function countPatientRows(
  db: AppDatabase,
  businessId: string,
  criteria: PatientListCriteria,
): Promise<number> {
  const countOf = (filter: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(patients)
      .where(and(conditions(businessId, { ...criteria, filter: undefined }), filter));
  const { name, digits, birthdate } = criteria.query;
  if (criteria.filter === 'recent' && !name && !digits && !birthdate) {
    const [first, second, third] = recentCases(criteria).map(countOf);
    const result = await db.execute(sql`SELECT (${first}) + (${second}) + (${third}) AS n`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: unknown }[];
    return Number(rows[0]?.n ?? 0);
  }
  const [row] = await countOf(filterCondition(criteria));
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

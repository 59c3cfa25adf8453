import type { PatientQuery } from '@qtify/shared/domain/patient-query';
import type { PatientFilter } from '@qtify/shared/schemas/patient-schemas';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
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
      // Column first, as the index condition reads: written the other way round ("q <% column"),
      // the planner checks it again as a filter after the index's recheck.
      sql`${patients.searchName} %> ${folded}`,
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

const byName = () => [
  asc(sql`lower(${patients.lastName})`),
  asc(sql`lower(${patients.firstName})`),
  asc(patients.id),
];

/**
 * One page of a name search, best first then by name, and the total, in one statement. Best first
 * is three tiers: a name word starts with the typed text, the text occurs in the name, only similar
 * (a typo). A trigram comparison is what costs (a common name matches thousands): the index's
 * recheck makes one per candidate, and ranking by word_similarity made a second, as much again
 * (bench/patient-search.mjs, decision 0010); the tiers are LIKE tests. The inner query holds only
 * the trigram condition, so the recheck runs once per candidate, and the total is a window count
 * over those rows; a page query and a count query checked each candidate five times. The inner query is named "patients",
 * so the business, filter and doctor conditions apply to it as to the table; OFFSET 0 keeps them out
 * of it (with them inside, the planner checks the trigram condition again as a filter). Raw SQL:
 * drizzle leaves out an OFFSET of 0. The total is null when the page is past the end.
 */
export async function listPatientRowsByName(
  db: AppDatabase,
  businessId: string,
  criteria: PatientListCriteria,
  page: { offset: number; limit: number },
): Promise<{ rows: PatientListRow[]; total: number | null }> {
  const typed = sql`patient_search_fold(${escapeLike(criteria.query.name ?? '')})`;
  const rank = sql`CASE
    WHEN ${patients.searchName} LIKE ${typed} || '%' OR ${patients.searchName} LIKE '% ' || ${typed} || '%' THEN 2
    WHEN ${patients.searchName} LIKE '%' || ${typed} || '%' THEN 1
    ELSE 0 END`;
  const others = conditions(businessId, {
    ...criteria,
    query: { name: null, digits: null, birthdate: null },
  });
  const result = await db.execute(sql`
    SELECT id, count(*) OVER () AS total
    FROM (SELECT *, ${rank} AS rank FROM patients WHERE ${searchCondition(criteria.query)} OFFSET 0) AS patients
    WHERE ${others}
    ORDER BY rank DESC, ${sql.join(byName(), sql`, `)}
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  const ranked = (
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: string;
      total: unknown;
    }[]
  ).map((row) => ({ id: row.id, total: Number(row.total) }));
  const found = await listPatientRowsByIds(
    db,
    businessId,
    ranked.map((row) => row.id),
    criteria.now,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return {
    rows: ranked.flatMap((row) => byId.get(row.id) ?? []),
    total: ranked[0]?.total ?? null,
  };
}

/** One page of the business's patients that match, by name (a name search: listPatientRowsByName). */
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
    .orderBy(...byName())
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

import { queuesFrom } from '@qtify/shared/domain/queue-order';
import { CLOSED_STATUSES } from '@qtify/shared/domain/queue-status';
import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patients } from '../../db/schema/appointments';
import { type QueueEntryRow, queueEntries } from '../../db/schema/queue';
import { nextOrderKey } from './queue-lines.repository';

export type NewQueueEntry = Pick<
  QueueEntryRow,
  'businessId' | 'patientId' | 'userId' | 'tokenHash' | 'ticket'
> &
  Partial<
    Pick<
      QueueEntryRow,
      | 'status'
      | 'outcome'
      | 'finishedAt'
      | 'partySize'
      | 'appointmentId'
      | 'appointment'
      | 'workflowId'
      | 'stageId'
    >
  >;
export type QueueEntryPatch = Partial<
  Pick<
    QueueEntryRow,
    | 'status'
    | 'outcome'
    | 'outSince'
    | 'notify'
    | 'message'
    | 'messageSentAt'
    | 'calledAt'
    | 'finishedAt'
    | 'stageId'
    | 'stationId'
    | 'sortKey'
    | 'urgentAt'
    | 'homeSortKey'
  >
>;

/** The first key of the name locks, so they never meet another advisory lock of the app. */
const NAME_LOCK_SPACE = 0x51_7f;

/**
 * Makes registrations of one name in one business take turns until their transactions end (a
 * transaction advisory lock): the second then finds the patient the first created, so the
 * namesake rule holds for two phones scanning at once. Names compare without case, as the rule's.
 */
export async function lockPatientName(
  db: AppDatabase,
  businessId: string,
  firstName: string,
  lastName: string,
): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${NAME_LOCK_SPACE}::int, hashtext(${businessId} || '|' || lower(${firstName}) || '|' || lower(${lastName})))`,
  );
}

/**
 * A new entry, placed in the queue order (domain/queue-order.ts): a walk-in from now, an
 * appointment from its start when the patient came early. Call it after bumpQueueVersion in the
 * same transaction: the place's changes take turns, so the largest key read here is still the
 * largest when the row is written (the unique index would refuse a second one anyway).
 */
export async function insertQueueEntry(
  db: AppDatabase,
  values: NewQueueEntry,
  now: Date,
): Promise<QueueEntryRow> {
  const from = queuesFrom(now, values.appointment ? new Date(values.appointment.start) : null);
  const [row] = await db
    .insert(queueEntries)
    .values({
      ...values,
      sortKey: await nextOrderKey(db, values.businessId, from),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row as QueueEntryRow;
}

/** The entry an appointment checked in to (at most one: a unique index). */
export async function findEntryByAppointment(
  db: AppDatabase,
  businessId: string,
  appointmentId: string,
): Promise<QueueEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.businessId, businessId), eq(queueEntries.appointmentId, appointmentId)));
  return row;
}

/** Gives an entry its patient link (a staff check-in that the patient opens from their manage link). */
export async function setEntryLink(
  db: AppDatabase,
  entryId: string,
  link: { tokenHash: string; userId: string },
  now: Date,
): Promise<QueueEntryRow> {
  const [row] = await db
    .update(queueEntries)
    .set({ ...link, updatedAt: now })
    .where(eq(queueEntries.id, entryId))
    .returning();
  return row as QueueEntryRow;
}

export async function findEntryByTokenHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<QueueEntryRow | undefined> {
  const [row] = await db.select().from(queueEntries).where(eq(queueEntries.tokenHash, tokenHash));
  return row;
}

/** Pass `lock` inside a transaction: two status changes of one entry then run one after the other. */
export async function findEntryRow(
  db: AppDatabase,
  businessId: string,
  entryId: string,
  options: { lock?: boolean } = {},
): Promise<QueueEntryRow | undefined> {
  const query = db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.id, entryId), eq(queueEntries.businessId, businessId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export type OpenEntry = QueueEntryRow & { firstName: string };

/** The business's open entries (not done, not a no-show) in queue order: everyone's position comes from these. */
export async function listOpenEntries(db: AppDatabase, businessId: string): Promise<OpenEntry[]> {
  const rows = await db
    .select({ entry: queueEntries, firstName: patients.firstName })
    .from(queueEntries)
    .innerJoin(patients, eq(patients.id, queueEntries.patientId))
    .where(
      and(eq(queueEntries.businessId, businessId), notInArray(queueEntries.status, [...CLOSED_STATUSES])),
    )
    .orderBy(asc(queueEntries.sortKey));
  return rows.map((row) => ({ ...row.entry, firstName: row.firstName }));
}

/** Minutes from being called in to done, of the treatments finished since `since`. */
export async function listTreatmentMinutesSince(
  db: AppDatabase,
  businessId: string,
  since: Date,
): Promise<number[]> {
  const rows = await db
    .select({
      minutes: sql<number>`extract(epoch from (${queueEntries.finishedAt} - ${queueEntries.calledAt})) / 60`,
    })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.businessId, businessId),
        eq(queueEntries.outcome, 'treated'),
        isNotNull(queueEntries.calledAt),
        gte(queueEntries.finishedAt, since),
      ),
    );
  return rows.map((row) => Number(row.minutes));
}

export interface EntryListFilter {
  /** Only entries created in [from, to), or with `open` all entries not done. */
  from?: Date;
  to?: Date;
  open?: boolean;
  status?: QueueEntryRow['status'];
  q?: string;
  workflowId?: string;
  stageId?: string;
}

/** One page: queue order (`open`) or newest first, after the order key of the page before. */
export interface EntryPage {
  cursor?: number;
  limit: number;
}

function entryConditions(businessId: string, filter: EntryListFilter) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : undefined;
  return and(
    eq(queueEntries.businessId, businessId),
    filter.open ? notInArray(queueEntries.status, [...CLOSED_STATUSES]) : undefined,
    filter.from ? gte(queueEntries.createdAt, filter.from) : undefined,
    filter.to ? lt(queueEntries.createdAt, filter.to) : undefined,
    filter.status ? eq(queueEntries.status, filter.status) : undefined,
    filter.workflowId ? eq(queueEntries.workflowId, filter.workflowId) : undefined,
    filter.stageId ? eq(queueEntries.stageId, filter.stageId) : undefined,
    pattern
      ? or(
          ilike(patients.firstName, pattern),
          ilike(patients.lastName, pattern),
          ilike(sql`${patients.firstName} || ' ' || ${patients.lastName}`, pattern),
        )
      : undefined,
  );
}

/** Entries with their patients for a page of the staff lists (waiting, today, past). */
export async function listEntriesWithPatients(
  db: AppDatabase,
  businessId: string,
  filter: EntryListFilter,
  page: EntryPage,
) {
  const ascending = filter.open === true;
  const after =
    page.cursor === undefined
      ? undefined
      : ascending
        ? gt(queueEntries.sortKey, page.cursor)
        : lt(queueEntries.sortKey, page.cursor);
  return db
    .select({ entry: queueEntries, patient: patients })
    .from(queueEntries)
    .innerJoin(patients, eq(patients.id, queueEntries.patientId))
    .where(and(entryConditions(businessId, filter), after))
    .orderBy(ascending ? asc(queueEntries.sortKey) : desc(queueEntries.sortKey))
    .limit(page.limit);
}

/** How many entries the filter finds in all (the true total beside a page). */
export async function countEntries(db: AppDatabase, businessId: string, filter: EntryListFilter) {
  const query = db.select({ n: count() }).from(queueEntries);
  const [row] = await (filter.q
    ? query.innerJoin(patients, eq(patients.id, queueEntries.patientId))
    : query
  ).where(entryConditions(businessId, filter));
  return Number(row?.n ?? 0);
}

export async function listPatientEntryRows(db: AppDatabase, businessId: string, patientId: string) {
  return db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.businessId, businessId), eq(queueEntries.patientId, patientId)))
    .orderBy(asc(queueEntries.sortKey));
}

export async function updateEntryRow(
  db: AppDatabase,
  entryId: string,
  patch: QueueEntryPatch,
  now: Date,
): Promise<QueueEntryRow> {
  const [row] = await db
    .update(queueEntries)
    .set({ ...patch, updatedAt: now })
    .where(eq(queueEntries.id, entryId))
    .returning();
  return row as QueueEntryRow;
}

/** Points every visit of one patient at another (a merge); how many moved. */
export async function moveEntryRowsToPatient(
  tx: AppDatabase,
  businessId: string,
  fromPatientId: string,
  intoPatientId: string,
): Promise<number> {
  const moved = await tx
    .update(queueEntries)
    .set({ patientId: intoPatientId })
    .where(and(eq(queueEntries.businessId, businessId), eq(queueEntries.patientId, fromPatientId)))
    .returning({ id: queueEntries.id });
  return moved.length;
}

import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import {
  type BillItemRow,
  type BillRow,
  billCounters,
  billItems,
  bills,
  billWebhookDeliveries,
  billWebhooks,
} from '../../db/schema/bills';

// The only place that touches the bill tables (migration 0034_bills.sql).

export type NewBill = typeof bills.$inferInsert;
export type NewBillItem = Omit<typeof billItems.$inferInsert, 'billId'>;

/**
 * A new bill, or undefined when its visit or appointment has one already (the unique indexes of
 * 0036_one_bill_per_visit.sql decide, also for two starts at the same moment).
 */
export async function insertBill(db: AppDatabase, bill: NewBill): Promise<BillRow | undefined> {
  const [row] = await db.insert(bills).values(bill).onConflictDoNothing().returning();
  return row;
}

/** The bill of a visit or of an appointment (at most one each). */
export async function findBillOfVisit(
  db: AppDatabase,
  businessId: string,
  visit: { queueEntryId: string | null; appointmentId: string | null },
): Promise<BillRow | undefined> {
  const of = [
    ...(visit.queueEntryId ? [eq(bills.queueEntryId, visit.queueEntryId)] : []),
    ...(visit.appointmentId ? [eq(bills.appointmentId, visit.appointmentId)] : []),
  ];
  if (of.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.businessId, businessId), or(...of)))
    .orderBy(bills.createdAt)
    .limit(1);
  return row;
}

/** Pass `lock` inside a transaction: an edit and a finish of one bill then take turns. */
export async function findBillRow(
  db: AppDatabase,
  businessId: string,
  billId: string,
  options: { lock?: boolean } = {},
): Promise<BillRow | undefined> {
  // A path's id that is no uuid is no bill (PostgreSQL would refuse the comparison: a 500).
  if (!isUuid(billId)) return undefined;
  const query = db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.businessId, businessId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function listItemRows(db: AppDatabase, billId: string): Promise<BillItemRow[]> {
  return db.select().from(billItems).where(eq(billItems.billId, billId)).orderBy(asc(billItems.position));
}

export async function replaceItemRows(db: AppDatabase, billId: string, items: NewBillItem[]): Promise<void> {
  await db.delete(billItems).where(eq(billItems.billId, billId));
  if (items.length > 0) await db.insert(billItems).values(items.map((item) => ({ ...item, billId })));
}

export async function updateBillRow(
  db: AppDatabase,
  billId: string,
  patch: Partial<Omit<NewBill, 'id' | 'businessId'>>,
): Promise<BillRow> {
  const [row] = await db.update(bills).set(patch).where(eq(bills.id, billId)).returning();
  return row!;
}

/**
 * The business's next bill number, taken inside the finishing transaction: the counter row stays
 * locked until it commits, so parallel finishes queue here and a rolled-back one gives its number
 * back (no gaps, no duplicates; a sequence would leave gaps).
 */
export async function takeBillNumber(tx: AppDatabase, businessId: string): Promise<number> {
  await tx.insert(billCounters).values({ businessId }).onConflictDoNothing();
  const [row] = await tx
    .update(billCounters)
    .set({ nextNumber: sql`${billCounters.nextNumber} + 1` })
    .where(eq(billCounters.businessId, businessId))
    .returning({ next: billCounters.nextNumber });
  return row!.next - 1;
}

/** Drafts created and bills finished in [from, to), newest first (at most `limit`). */
export function listBillRows(
  db: AppDatabase,
  businessId: string,
  from: Date,
  to: Date,
  options: { finishedOnly?: boolean; limit?: number } = {},
): Promise<BillRow[]> {
  const when = sql`coalesce(${bills.finishedAt}, ${bills.createdAt})`;
  return db
    .select()
    .from(bills)
    .where(
      and(
        eq(bills.businessId, businessId),
        options.finishedOnly ? eq(bills.status, 'finished') : undefined,
        gte(when, from),
        lt(when, to),
      ),
    )
    .orderBy(desc(when))
    .limit(options.limit ?? 10_000);
}

/** Items of several bills at once (the export), in each bill's order. */
export function listItemRowsOf(db: AppDatabase, billIds: string[]): Promise<BillItemRow[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(billItems)
    .where(sql`${billItems.billId} IN ${billIds}`)
    .orderBy(asc(billItems.billId), asc(billItems.position));
}

export interface RevenueRow {
  key: string | null;
  label: string | null;
  bills: number;
  totalMinor: number;
  netMinor: number;
  taxMinor: number;
}

/** Finished bills of [from, to) summed by the local day they were finished, or by who served. */
export async function sumRevenue(
  db: AppDatabase,
  businessId: string,
  from: Date,
  to: Date,
  timeZone: string,
  by: 'day' | 'employee',
): Promise<RevenueRow[]> {
  const key =
    by === 'day'
      ? sql`to_char(${bills.finishedAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`
      : sql`${bills.employeeUserId}::text`;
  const label = by === 'day' ? sql`NULL::text` : sql`max(${bills.employeeName})`;
  const rows = await db
    .select({
      key: sql<string | null>`${key}`,
      label: sql<string | null>`${label}`,
      bills: sql<number>`count(*)::int`,
      totalMinor: sql<number>`coalesce(sum(${bills.totalMinor}), 0)::bigint`,
      netMinor: sql<number>`coalesce(sum(${bills.netMinor}), 0)::bigint`,
      taxMinor: sql<number>`coalesce(sum(${bills.taxMinor}), 0)::bigint`,
    })
    .from(bills)
    .where(
      and(
        eq(bills.businessId, businessId),
        eq(bills.status, 'finished'),
        gte(bills.finishedAt, from),
        lt(bills.finishedAt, to),
      ),
    )
    // By position: the key's time zone is a parameter, and each mention of it would be another one.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({
    ...row,
    totalMinor: Number(row.totalMinor),
    netMinor: Number(row.netMinor),
    taxMinor: Number(row.taxMinor),
  }));
}

export async function findWebhookRow(db: AppDatabase, businessId: string) {
  const [row] = await db.select().from(billWebhooks).where(eq(billWebhooks.businessId, businessId));
  return row;
}

export async function saveWebhookRow(
  db: AppDatabase,
  row: { businessId: string; url: string; secret: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(billWebhooks)
    .values(row)
    .onConflictDoUpdate({
      target: billWebhooks.businessId,
      set: { url: row.url, secret: row.secret, updatedAt: row.updatedAt },
    });
}

export async function deleteWebhookRow(db: AppDatabase, businessId: string): Promise<void> {
  await db.delete(billWebhooks).where(eq(billWebhooks.businessId, businessId));
}

export async function insertDeliveryRow(
  db: AppDatabase,
  row: typeof billWebhookDeliveries.$inferInsert,
): Promise<void> {
  await db.insert(billWebhookDeliveries).values(row);
}

/** The latest delivery attempts with their bill's number, newest first. */
export function listDeliveryRows(db: AppDatabase, businessId: string, limit: number) {
  return db
    .select({
      billId: billWebhookDeliveries.billId,
      number: bills.number,
      attempt: billWebhookDeliveries.attempt,
      statusCode: billWebhookDeliveries.statusCode,
      error: billWebhookDeliveries.error,
      ok: billWebhookDeliveries.ok,
      at: billWebhookDeliveries.at,
    })
    .from(billWebhookDeliveries)
    .innerJoin(bills, eq(bills.id, billWebhookDeliveries.billId))
    .where(eq(billWebhookDeliveries.businessId, businessId))
    .orderBy(desc(billWebhookDeliveries.at))
    .limit(limit);
}

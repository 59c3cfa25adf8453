import { statsRange } from '@qtify/shared/domain/wait-stats';
import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { Bill, BillSummary, Revenue, RevenueGroup } from '@qtify/shared/schemas/bill-schemas';
import type { QueueStatsQuery } from '@qtify/shared/schemas/queue-stats-schemas';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { listBillRows, listItemRowsOf, type RevenueRow, sumRevenue } from './bills.repository';
import type { BillsDeps } from './bills-deps';
import { presentBill, presentBillSummary } from './present-bill';

/** A range of local days of the business (as the wait statistics take it) as instants, with its time zone. */
async function rangeOf(deps: BillsDeps, businessId: string, query: QueueStatsQuery) {
  const business = await findBusiness(deps.db, businessId);
  if (!business) throw businessNotFound();
  const timeZone = business.timeZone;
  const today = localDateOf(deps.clock.now().getTime(), timeZone);
  const { from, to } = statsRange(today, query.from, query.to);
  return {
    from,
    to,
    timeZone,
    currency: business.currency,
    start: new Date(zonedInstant(from, 0, timeZone)),
    end: new Date(zonedInstant(addDays(to, 1), 0, timeZone)),
  };
}

/** GET …/bills: drafts made and bills finished in the range (default: the last 30 days), newest first. */
export async function listBills(
  deps: BillsDeps,
  businessId: string,
  query: QueueStatsQuery,
): Promise<{ from: string; to: string; bills: BillSummary[] }> {
  const range = await rangeOf(deps, businessId, query);
  const rows = await listBillRows(deps.db, businessId, range.start, range.end, { limit: 500 });
  return { from: range.from, to: range.to, bills: rows.map(presentBillSummary) };
}

/** The export: the finished bills of the range with their items, oldest first (by number). */
export async function exportBills(
  deps: BillsDeps,
  businessId: string,
  query: QueueStatsQuery,
): Promise<{ from: string; to: string; bills: Bill[] }> {
  const range = await rangeOf(deps, businessId, query);
  const rows = (
    await listBillRows(deps.db, businessId, range.start, range.end, { finishedOnly: true })
  ).reverse();
  const items = await listItemRowsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    from: range.from,
    to: range.to,
    bills: rows.map((row) =>
      presentBill(
        row,
        items.filter((item) => item.billId === row.id),
      ),
    ),
  };
}

const group = (row: RevenueRow): RevenueGroup => ({ ...row });

/**
 * GET …/bills/revenue: what the finished bills of the range add up to, per local day and per
 * colleague who served. From prepared bills, not from payments: `fiscalRecord: false`.
 */
export async function billRevenue(
  deps: BillsDeps,
  businessId: string,
  query: QueueStatsQuery,
): Promise<Revenue> {
  const range = await rangeOf(deps, businessId, query);
  const byDay = await sumRevenue(deps.db, businessId, range.start, range.end, range.timeZone, 'day');
  const byEmployee = await sumRevenue(
    deps.db,
    businessId,
    range.start,
    range.end,
    range.timeZone,
    'employee',
  );
  const sum = (pick: (row: RevenueRow) => number) => byDay.reduce((total, row) => total + pick(row), 0);
  return {
    from: range.from,
    to: range.to,
    currency: range.currency,
    fiscalRecord: false,
    bills: sum((row) => row.bills),
    totalMinor: sum((row) => row.totalMinor),
    netMinor: sum((row) => row.netMinor),
    taxMinor: sum((row) => row.taxMinor),
    byDay: byDay.map(group),
    byEmployee: byEmployee.map(group),
  };
}

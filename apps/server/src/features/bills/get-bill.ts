import type { Bill } from '@qtify/shared/schemas/bill-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { BillRow } from '../../db/schema/bills';
import { billNotFound } from './bill-errors';
import { findBillRow, listItemRows } from './bills.repository';
import { presentBill } from './present-bill';

/** The business's bill with its items; 404 for another business's or a malformed id. */
export async function loadBill(db: AppDatabase, businessId: string, billId: string): Promise<Bill> {
  return presentBill(await billRowOf(db, businessId, billId), await listItemRows(db, billId));
}

export async function billRowOf(db: AppDatabase, businessId: string, billId: string): Promise<BillRow> {
  const row = isUuid(billId) ? await findBillRow(db, businessId, billId) : undefined;
  if (!row) throw billNotFound();
  return row;
}

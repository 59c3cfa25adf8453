import { billLineTotal, billTotals } from '@qtify/shared/domain/bill-totals';
import type { Bill, BillItemInput } from '@qtify/shared/schemas/bill-schemas';
import { isUuid } from '../../db/is-uuid';
import { businessCurrency, getProducts } from '../catalogue/catalogue.service';
import type { Membership } from '../memberships/membership';
import { billFinished, billNotFound, duplicateProduct, unknownProduct } from './bill-errors';
import { findBillRow, type NewBillItem, replaceItemRows, updateBillRow } from './bills.repository';
import type { BillsDeps } from './bills-deps';
import { loadBill } from './get-bill';

/**
 * PUT …/bills/:billId/items: the draft's whole list of items. Name, gross price and tax rate are
 * copied from the catalogue now (a later price change does not touch this bill); only active
 * products of the business can be sold (422 UNKNOWN_PRODUCT). The sums come from the shared
 * bill-totals, as the cart shows them.
 */
export async function setBillItems(
  deps: BillsDeps,
  membership: Membership,
  billId: string,
  input: BillItemInput[],
): Promise<Bill> {
  const businessId = membership.businessId;
  const seen = new Set<string>();
  input.forEach((item, index) => {
    if (seen.has(item.productId)) throw duplicateProduct(index);
    seen.add(item.productId);
  });
  const products = new Map(
    (
      await getProducts(
        deps.db,
        businessId,
        input.map((item) => item.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const items: NewBillItem[] = input.map((item, index) => {
    const product = products.get(item.productId);
    if (!product?.active) throw unknownProduct(index);
    const line = {
      unitPriceMinor: product.priceMinor,
      quantity: item.quantity,
      discountPercent: item.discountPercent ?? 0,
      taxRatePercent: product.taxRatePercent,
    };
    return { ...line, position: index, productId: product.id, name: product.name, ...lineTotalOf(line) };
  });
  const totals = billTotals(items.map((item) => ({ ...item, discountPercent: item.discountPercent ?? 0 })));
  if (!isUuid(billId)) throw billNotFound();
  // The prices are in the business's currency of now, and so is the draft.
  const currency = await businessCurrency(deps.db, businessId);
  await deps.db.transaction(async (tx) => {
    const bill = await findBillRow(tx, businessId, billId, { lock: true });
    if (!bill) throw billNotFound();
    if (bill.status === 'finished') throw billFinished();
    await replaceItemRows(tx, bill.id, items);
    await updateBillRow(tx, bill.id, {
      totalMinor: totals.totalMinor,
      netMinor: totals.netMinor,
      taxMinor: totals.taxMinor,
      discountMinor: totals.discountMinor,
      taxes: totals.taxes,
      currency,
      updatedAt: deps.clock.now(),
    });
  });
  return loadBill(deps.db, businessId, billId);
}

function lineTotalOf(line: Parameters<typeof billLineTotal>[0]) {
  return { lineTotalMinor: billLineTotal(line).lineTotalMinor };
}

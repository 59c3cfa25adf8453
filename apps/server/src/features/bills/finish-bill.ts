import type { Bill } from '@qtify/shared/schemas/bill-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { billEmpty, billFinished, billNotFound } from './bill-errors';
import { queueBillWebhook } from './bill-webhook-settings';
import { findBillRow, listItemRows, takeBillNumber, updateBillRow } from './bills.repository';
import type { BillsDeps } from './bills-deps';
import { loadBill } from './get-bill';

/**
 * POST …/bills/:billId/finish: the draft gets the business's next number and can no longer
 * change. The number is taken in the same transaction as the status (bills.repository
 * takeBillNumber), so numbers run 1, 2, 3 … without a gap or a twice-used one, however many
 * finish at once. A bill without items is 422 BILL_EMPTY; a finished one 409 BILL_FINISHED.
 * Afterwards the business's webhook (if any) is queued to receive it.
 */
export async function finishBill(deps: BillsDeps, membership: Membership, billId: string): Promise<Bill> {
  const businessId = membership.businessId;
  if (!isUuid(billId)) throw billNotFound();
  await deps.db.transaction(async (tx) => {
    const bill = await findBillRow(tx, businessId, billId, { lock: true });
    if (!bill) throw billNotFound();
    if (bill.status === 'finished') throw billFinished();
    if ((await listItemRows(tx, bill.id)).length === 0) throw billEmpty();
    const now = deps.clock.now();
    await updateBillRow(tx, bill.id, {
      status: 'finished',
      number: await takeBillNumber(tx, businessId),
      finishedAt: now,
      finishedBy: membership.userId,
      updatedAt: now,
    });
  });
  await queueBillWebhook(deps, businessId, billId);
  return loadBill(deps.db, businessId, billId);
}

import { randomBytes } from 'node:crypto';
import type { BillWebhook } from '@qtify/shared/schemas/bill-schemas';
import type { AppDatabase } from '../../db/database';
import { webhookAddressNotAllowed } from './bill-errors';
import { deleteWebhookRow, findWebhookRow, listDeliveryRows, saveWebhookRow } from './bills.repository';
import type { BillsDeps } from './bills-deps';
import { isAllowedHost } from './public-address';

/** The pg-boss queue whose worker sends a finished bill to its business's webhook. */
export const BILL_WEBHOOK_JOB = 'bill-webhook';
const DELIVERIES_SHOWN = 50;

/** The webhook's address and its latest deliveries (the secret is never shown again). */
export async function getBillWebhook(db: AppDatabase, businessId: string): Promise<BillWebhook> {
  const row = await findWebhookRow(db, businessId);
  const deliveries = await listDeliveryRows(db, businessId, DELIVERIES_SHOWN);
  return {
    url: row?.url ?? null,
    deliveries: deliveries.map((d) => ({ ...d, at: d.at.toISOString() })),
  };
}

/**
 * PUT …/bill-webhook: where finished bills go. A new address keeps the secret; the first one, or
 * `rotate`, makes a new secret, shown in this answer only. An address on a private network is
 * refused (422 WEBHOOK_ADDRESS_NOT_ALLOWED); its DNS answer is checked again at every delivery.
 */
export async function saveBillWebhook(
  deps: BillsDeps & { allowLoopback: boolean },
  businessId: string,
  input: { url?: string; rotate?: boolean },
): Promise<{ webhook: BillWebhook; secret?: string }> {
  const existing = await findWebhookRow(deps.db, businessId);
  const url = input.url ?? existing?.url;
  if (!url) return { webhook: await getBillWebhook(deps.db, businessId) };
  if (!isAllowedHost(new URL(url).hostname, deps.allowLoopback)) throw webhookAddressNotAllowed();
  const secret = !existing || input.rotate ? `whsec_${randomBytes(32).toString('hex')}` : existing.secret;
  await saveWebhookRow(deps.db, { businessId, url, secret, updatedAt: deps.clock.now() });
  const shown = secret === existing?.secret ? undefined : secret;
  return { webhook: await getBillWebhook(deps.db, businessId), secret: shown };
}

export async function deleteBillWebhook(db: AppDatabase, businessId: string): Promise<BillWebhook> {
  await deleteWebhookRow(db, businessId);
  return getBillWebhook(db, businessId);
}

/** After a finish: a delivery job, if the business has a webhook (retried by pg-boss until it lands). */
export async function queueBillWebhook(deps: BillsDeps, businessId: string, billId: string): Promise<void> {
  if (!(await findWebhookRow(deps.db, businessId))) return;
  const queued = await deps.jobs.send(BILL_WEBHOOK_JOB, { businessId, billId });
  if (!queued) deps.log.warn({ billId }, 'bill webhook not queued: no job runner');
}

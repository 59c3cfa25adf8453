import { z } from 'zod';
import { BILL_LINES_MAX, BILL_QUANTITY_MAX } from '../domain/bill-totals';

// API.md "Catalogue, public page, bills" (issue 22). Money in integer minor units of the bill's
// currency; prices are gross (tax included). A bill is a draft until finished, then it has its
// number and never changes (409 BILL_FINISHED). Not a fiscal record: no payment is kept here.

export const BILL_STATUSES = ['draft', 'finished'] as const;

export const ZBillIdParams = z.object({ businessId: z.string(), billId: z.string() });

/** POST …/bills: what the bill is for; none of them: a walk-in without a patient. */
export const ZCreateBillBody = z
  .object({
    queueEntryId: z.uuid('invalid').optional(),
    appointmentId: z.uuid('invalid').optional(),
    employeeUserId: z.uuid('invalid').optional(),
  })
  .optional()
  .transform((body) => body ?? {});
export type CreateBillInput = z.input<typeof ZCreateBillBody>;

/** PATCH …/bills/:billId: who served (null: nobody named). */
export const ZChangeBillBody = z.object({ employeeUserId: z.uuid('invalid').nullable() });
export type ChangeBillInput = z.infer<typeof ZChangeBillBody>;

export const ZBillItemInput = z.object({
  productId: z.string('required').min(1, 'required'),
  quantity: z
    .number('invalid')
    .int('invalid')
    .min(1, 'invalidNumber')
    .max(BILL_QUANTITY_MAX, 'invalidNumber'),
  discountPercent: z
    .number('invalid')
    .int('invalid')
    .min(0, 'invalidNumber')
    .max(100, 'invalidNumber')
    .default(0),
});
export type BillItemInput = z.input<typeof ZBillItemInput>;

/** PUT …/bills/:billId/items: every line, in order (a product may appear once). */
export const ZBillItemsBody = z.array(ZBillItemInput).max(BILL_LINES_MAX, 'tooLong');

export const ZBillTax = z
  .object({
    ratePercent: z.number(),
    grossMinor: z.number().int(),
    netMinor: z.number().int(),
    taxMinor: z.number().int(),
  })
  .meta({ id: 'BillTax' });

export const ZBillItem = z
  .object({
    productId: z.string().nullable(),
    name: z.string(),
    unitPriceMinor: z.number().int(),
    taxRatePercent: z.number(),
    quantity: z.number().int(),
    discountPercent: z.number().int(),
    lineTotalMinor: z.number().int(),
  })
  .meta({ id: 'BillItem' });
export type BillItem = z.infer<typeof ZBillItem>;

export const ZBill = z
  .object({
    id: z.string(),
    number: z.number().int().nullable(),
    status: z.enum(BILL_STATUSES),
    queueEntryId: z.string().nullable(),
    appointmentId: z.string().nullable(),
    patientName: z.string().nullable(),
    patientEmail: z.string().nullable(),
    employeeUserId: z.string().nullable(),
    employeeName: z.string().nullable(),
    currency: z.string(),
    items: z.array(ZBillItem),
    totalMinor: z.number().int(),
    netMinor: z.number().int(),
    taxMinor: z.number().int(),
    discountMinor: z.number().int(),
    taxes: z.array(ZBillTax),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Bill' });
export type Bill = z.infer<typeof ZBill>;

export const ZBillResponse = z.object({ success: z.literal(true), bill: ZBill });

/** A bill in a list: without its items. */
export const ZBillSummary = ZBill.omit({ items: true, taxes: true }).meta({ id: 'BillSummary' });
export type BillSummary = z.infer<typeof ZBillSummary>;
export const ZBillsResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  bills: z.array(ZBillSummary),
});

export const ZBillEmailResponse = z.object({ success: z.literal(true), sentTo: z.string() });

/** Revenue of finished bills: not a fiscal record (`fiscalRecord: false`). */
export const ZRevenueGroup = z
  .object({
    key: z.string().nullable(),
    label: z.string().nullable(),
    bills: z.number().int(),
    totalMinor: z.number().int(),
    netMinor: z.number().int(),
    taxMinor: z.number().int(),
  })
  .meta({ id: 'RevenueGroup' });
export type RevenueGroup = z.infer<typeof ZRevenueGroup>;
export const ZRevenue = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    fiscalRecord: z.literal(false),
    bills: z.number().int(),
    totalMinor: z.number().int(),
    netMinor: z.number().int(),
    taxMinor: z.number().int(),
    byDay: z.array(ZRevenueGroup),
    byEmployee: z.array(ZRevenueGroup),
  })
  .meta({ id: 'Revenue' });
export type Revenue = z.infer<typeof ZRevenue>;
export const ZRevenueResponse = z.object({ success: z.literal(true), revenue: ZRevenue });

/** PUT …/bill-webhook: where finished bills go; https only. */
export const ZBillWebhookBody = z.object({
  url: z
    .url('invalid')
    .max(500, 'tooLong')
    .refine((value) => value.startsWith('https://'), 'httpsRequired'),
});
export const ZBillWebhookDelivery = z
  .object({
    billId: z.string(),
    number: z.number().int().nullable(),
    attempt: z.number().int(),
    statusCode: z.number().int().nullable(),
    error: z.string().nullable(),
    ok: z.boolean(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'BillWebhookDelivery' });
export const ZBillWebhook = z
  .object({ url: z.string().nullable(), deliveries: z.array(ZBillWebhookDelivery) })
  .meta({ id: 'BillWebhook' });
export type BillWebhook = z.infer<typeof ZBillWebhook>;
export const ZBillWebhookResponse = z.object({ success: z.literal(true), webhook: ZBillWebhook });
/** The secret is in this answer only: when the hook is made or its secret rotated. */
export const ZBillWebhookSecretResponse = z.object({
  success: z.literal(true),
  webhook: ZBillWebhook,
  secret: z.string(),
});

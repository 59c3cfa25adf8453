import type { BillTaxGroup } from '@qtify/shared/domain/bill-totals';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { businesses } from './businesses';
import { products } from './products';
import { queueEntries } from './queue';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'number' });
const business = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

// Bills (issue 22); migration 0034_bills.sql is the truth.

export const billCounters = pgTable('bill_counters', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  nextNumber: integer('next_number').notNull().default(1),
});

export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: business(),
    number: integer('number'),
    status: text('status', { enum: ['draft', 'finished'] })
      .notNull()
      .default('draft'),
    queueEntryId: uuid('queue_entry_id').references(() => queueEntries.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    patientName: text('patient_name'),
    patientEmail: text('patient_email'),
    employeeUserId: uuid('employee_user_id').references(() => users.id, { onDelete: 'set null' }),
    employeeName: text('employee_name'),
    currency: text('currency').notNull(),
    totalMinor: minor('total_minor').notNull().default(0),
    netMinor: minor('net_minor').notNull().default(0),
    taxMinor: minor('tax_minor').notNull().default(0),
    discountMinor: minor('discount_minor').notNull().default(0),
    taxes: jsonb('taxes').$type<BillTaxGroup[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull(),
    finishedAt: timestamptz('finished_at'),
    finishedBy: uuid('finished_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique().on(table.businessId, table.number),
    index('bills_business_created_idx').on(table.businessId, table.createdAt),
    // One bill per visit and per appointment (0036_one_bill_per_visit.sql).
    uniqueIndex('bills_queue_entry_idx').on(table.queueEntryId).where(sql`${table.queueEntryId} IS NOT NULL`),
    uniqueIndex('bills_appointment_idx')
      .on(table.appointmentId)
      .where(sql`${table.appointmentId} IS NOT NULL`),
  ],
);
export type BillRow = typeof bills.$inferSelect;

export const billItems = pgTable(
  'bill_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceMinor: minor('unit_price_minor').notNull(),
    taxRatePercent: numeric('tax_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    lineTotalMinor: minor('line_total_minor').notNull(),
  },
  (table) => [unique().on(table.billId, table.position)],
);
export type BillItemRow = typeof billItems.$inferSelect;

export const billWebhooks = pgTable('bill_webhooks', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const billWebhookDeliveries = pgTable(
  'bill_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: business(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    statusCode: smallint('status_code'),
    error: text('error'),
    ok: boolean('ok').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [index('bill_webhook_deliveries_business_idx').on(table.businessId, table.at)],
);

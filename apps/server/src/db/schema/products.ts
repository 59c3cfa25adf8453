import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointmentTypes } from './appointment-types';
import { businesses } from './businesses';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The catalogue (issue 22); migration 0033_catalogue.sql is the truth. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    /** Gross, tax included, in minor units of the business's currency. */
    priceMinor: integer('price_minor').notNull(),
    /** numeric(5,2): the driver hands it over as a string ("20.00"); presenting makes it a number. */
    taxRatePercent: numeric('tax_rate_percent', { precision: 5, scale: 2 }).notNull(),
    /** Null on a product linked to an appointment type: the type holds the duration. */
    durationMinutes: integer('duration_minutes'),
    appointmentTypeId: uuid('appointment_type_id').references(() => appointmentTypes.id, {
      onDelete: 'set null',
    }),
    isPublic: boolean('is_public').notNull().default(true),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('products_business_idx').on(table.businessId, table.position).where(sql`deleted_at IS NULL`),
    uniqueIndex('products_appointment_type_idx')
      .on(table.businessId, table.appointmentTypeId)
      .where(sql`appointment_type_id IS NOT NULL AND deleted_at IS NULL`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

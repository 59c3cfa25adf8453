import type { TypeBookingRuleOverrides } from '@qtify/shared/domain/booking-rules';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { doctors } from './doctors';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** What can be booked (migration 0004_doctors.sql). Deleting sets deletedAt: appointments keep their type. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    color: text('color').notNull(),
    /** Overrides of the business's booking rules (migration 0018); an absent key is the business's. */
    bookingRules: jsonb('booking_rules').$type<TypeBookingRuleOverrides>().notNull().default({}),
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('appointment_types_business_id_idx')
      .on(table.businessId, table.createdAt)
      .where(sql`deleted_at IS NULL`),
  ],
);

/** The doctors who offer a type. */
export const appointmentTypeDoctors = pgTable(
  'appointment_type_doctors',
  {
    appointmentTypeId: uuid('appointment_type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.appointmentTypeId, table.doctorId] }),
    index('appointment_type_doctors_doctor_id_idx').on(table.doctorId),
  ],
);

export type AppointmentTypeRow = typeof appointmentTypes.$inferSelect;

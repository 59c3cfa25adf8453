import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Doctors, or tables in the restaurant theme (migration 0004_doctors.sql is the truth). */
export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    specialty: text('specialty'),
    partySize: integer('party_size'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('doctors_business_id_idx').on(table.businessId, table.createdAt)],
);

/** A doctor's weekly hours; minutes since midnight (1440 = 24:00). */
export const workingTimes = pgTable(
  'working_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [index('working_times_doctor_id_idx').on(table.doctorId, table.weekday, table.startMinute)],
);

/**
 * A doctor's days off from `date` to `toDate` (inclusive, migration 0017), whole days (allDay) or
 * the same part of each day; minutes are null for whole days.
 */
export const absences = pgTable(
  'absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    allDay: boolean('all_day').notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('absences_doctor_id_idx').on(table.doctorId, table.date),
    index('absences_doctor_id_to_date_idx').on(table.doctorId, table.toDate),
  ],
);

export type DoctorRow = typeof doctors.$inferSelect;
export type WorkingTimeRow = typeof workingTimes.$inferSelect;
export type AbsenceRow = typeof absences.$inferSelect;

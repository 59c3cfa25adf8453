import { date, index, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';

/**
 * A date a doctor works differently from their week (migration 0021_timetable.sql is the truth):
 * the rows of a (doctor, date) replace that weekday's hours; one row without minutes: not worked.
 */
export const workingTimeExceptions = pgTable(
  'working_time_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (table) => [index('working_time_exceptions_doctor_id_date_idx').on(table.doctorId, table.date)],
);

/** A member's weekly shifts in a business (the membership's foreign key lives in the migration). */
export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    userId: uuid('user_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('staff_shifts_business_id_idx').on(
      table.businessId,
      table.userId,
      table.weekday,
      table.startMinute,
    ),
    index('staff_shifts_user_id_idx').on(table.userId, table.businessId),
  ],
);

/** A date a member works other hours than their shifts, or is away (one row without minutes). */
export const staffShiftExceptions = pgTable(
  'staff_shift_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    userId: uuid('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (table) => [
    index('staff_shift_exceptions_business_id_date_idx').on(table.businessId, table.date),
    index('staff_shift_exceptions_user_id_idx').on(table.userId, table.businessId),
  ],
);

export type WorkingTimeExceptionRow = typeof workingTimeExceptions.$inferSelect;
export type StaffShiftRow = typeof staffShifts.$inferSelect;
export type StaffShiftExceptionRow = typeof staffShiftExceptions.$inferSelect;

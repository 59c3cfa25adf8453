import { pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A reminder sent (its claim): one per appointment, start and offset (migration 0016_reminders.sql). */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    hoursBefore: smallint('hours_before').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
    optOutTokenHash: text('opt_out_token_hash').notNull().unique(),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.startsAt, table.hoursBefore] })],
);

export type AppointmentReminderRow = typeof appointmentReminders.$inferSelect;

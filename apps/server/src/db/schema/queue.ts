import { QUEUE_STATUSES } from '@qtify/shared/domain/queue-status';
import type { EntryAppointment } from '@qtify/shared/schemas/queue-schemas';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments, patients } from './appointments';
import { businesses } from './businesses';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** One patient's place in a business's waiting room; migration 0006_waiting_room.sql is the truth. */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').unique(),
    status: text('status', { enum: QUEUE_STATUSES }).notNull().default('notHere'),
    outcome: text('outcome', { enum: ['treated', 'cancelled', 'noShow'] }),
    /** The queue order (domain/queue-order.ts), given by the app since migration 0026. */
    sortKey: bigint('sort_key', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    /** The appointment this entry checked in for (migration 0026); null for a walk-in. */
    appointmentId: uuid('appointment_id')
      .unique()
      .references(() => appointments.id, { onDelete: 'set null' }),
    /** What is shown of that appointment, as it was at check-in. */
    appointment: jsonb('appointment').$type<EntryAppointment>(),
    outSince: timestamptz('out_since'),
    notify: boolean('notify').notNull().default(false),
    message: text('message'),
    /** Persons of a restaurant's party (migration 0008_queue_entry_party_size.sql); null otherwise. */
    partySize: integer('party_size'),
    messageSentAt: timestamptz('message_sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    calledAt: timestamptz('called_at'),
    finishedAt: timestamptz('finished_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The ticket (`A017`) of its line and local day (migration 0028); null before 0028. */
    ticket: text('ticket'),
    /** Marked urgent by staff (at the front); `homeSortKey` is its order key before that. */
    urgentAt: timestamptz('urgent_at'),
    homeSortKey: bigint('home_sort_key', { mode: 'number' }),
    /** The "you are next but one" alert went out (once per entry). */
    alertedAt: timestamptz('alerted_at'),
  },
  (table) => [
    index('queue_entries_business_created_idx').on(table.businessId, table.createdAt),
    index('queue_entries_patient_idx').on(table.patientId, table.createdAt),
    uniqueIndex('queue_entries_business_sort_key_idx').on(table.businessId, table.sortKey),
  ],
);

/** The version of a place's queue, bumped by every queue change (migration 0012_queue_versions.sql). */
export const queueVersions = pgTable('queue_versions', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Ticket numbers per business, line and local day (migration 0028). */
export const queueTicketCounters = pgTable(
  'queue_ticket_counters',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.lineKey, table.day] })],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.entryId, table.endpoint)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type QueueEntryRow = typeof queueEntries.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

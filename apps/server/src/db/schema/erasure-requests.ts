import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { patients } from './appointments';
import { businesses } from './businesses';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A patient's request to be erased (migration 0024_patient_data_rights.sql). */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['manageLink', 'account'] }).notNull(),
    status: text('status', { enum: ['open', 'done', 'declined'] })
      .notNull()
      .default('open'),
    requestedAt: timestamptz('requested_at').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
  },
  (table) => [
    uniqueIndex('erasure_requests_one_open_idx').on(table.patientId).where(sql`status = 'open'`),
    index('erasure_requests_business_idx').on(table.businessId, table.requestedAt.desc()),
    index('erasure_requests_due_idx').on(table.dueAt).where(sql`status = 'open'`),
  ],
);

export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

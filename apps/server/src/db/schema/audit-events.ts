import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './appointments';
import { businesses } from './businesses';
import { users } from './users';

/** Who wrote what, when, on which record: ids and action names only (0020_team.sql). */
export const auditEvents = pgTable('audit_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id'),
  patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
});

export type AuditEventRow = typeof auditEvents.$inferSelect;

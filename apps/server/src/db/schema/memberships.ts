import { BUSINESS_ROLES } from '@qtify/shared/domain/business-roles';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { doctors } from './doctors';
import { users } from './users';

/** Who works in which business, with which role (0003_businesses.sql, 0020_team.sql). */
export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BUSINESS_ROLES }).notNull(),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.businessId] }),
    index('memberships_business_id_idx').on(table.businessId),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;

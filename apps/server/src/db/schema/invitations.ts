import { INVITABLE_ROLES } from '@qtify/shared/domain/business-roles';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { doctors } from './doctors';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Mailed invitations to join a business (SHA-256 of the link token only), single use, 7 days (0020_team.sql). */
export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role', { enum: INVITABLE_ROLES }).notNull(),
  doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  acceptedAt: timestamptz('accepted_at'),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
});

export type InvitationRow = typeof invitations.$inferSelect;

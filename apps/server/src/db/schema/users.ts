import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Accounts, permanent and temporary (migration 0002_accounts.sql is the truth). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    languageId: text('language_id').notNull().default('de'),
    temporary: boolean('temporary').notNull().default(false),
    expiresAt: timestamptz('expires_at'),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(false),
    // When the user followed a verification link (0011_email_verification.sql); null: not (yet).
    emailVerifiedAt: timestamptz('email_verified_at'),
    // The business shown as company/shop; deleting it clears this (0003_businesses.sql).
    activeBusinessId: uuid('active_business_id').references(() => businesses.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_temporary_expires_at_idx').on(table.expiresAt).where(sql`${table.temporary}`),
    index('users_active_business_id_idx')
      .on(table.activeBusinessId)
      .where(sql`${table.activeBusinessId} IS NOT NULL`),
  ],
);

export type UserRow = typeof users.$inferSelect;

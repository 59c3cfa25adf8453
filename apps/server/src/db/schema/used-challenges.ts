import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A solved proof-of-work challenge, kept until it expires; migration 0010_public_abuse.sql is the truth. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_challenges_expires_at_idx').on(table.expiresAt)],
);

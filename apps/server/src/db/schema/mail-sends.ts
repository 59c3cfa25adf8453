import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** One mail a public action sent; migration 0009_mail_sends.sql is the truth. */
export const mailSends = pgTable(
  'mail_sends',
  {
    recipientHash: text('recipient_hash').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [
    index('mail_sends_recipient_idx').on(table.recipientHash, table.sentAt),
    index('mail_sends_sent_at_idx').on(table.sentAt),
  ],
);

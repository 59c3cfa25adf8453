import type { AnnouncementAudience } from '@qtify/shared/domain/announcements';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A business's announcements (migration 0022_announcements.sql). `until` null: until removed. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    audience: text('audience').$type<AnnouncementAudience>().notNull(),
    until: timestamptz('until'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('announcements_business_idx').on(table.businessId, table.createdAt.desc())],
);

export type AnnouncementRow = typeof announcements.$inferSelect;

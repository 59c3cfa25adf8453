import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which SQL migrations ran (written by migrate.ts; the migration files are the truth). */
export const schemaMigrations = pgTable('schema_migrations', {
  version: text('version').primaryKey(),
  name: text('name').notNull(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

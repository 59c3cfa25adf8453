import { schemaMigrations } from './schema/schema-migrations';

/**
 * The one Drizzle schema of both databases: add each aggregate's tables here
 * (one file per aggregate under ./schema/), next to the SQL migration that creates them.
 */
export const databaseSchema = { schemaMigrations };

export type DatabaseSchema = typeof databaseSchema;

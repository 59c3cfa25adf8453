import type { Config } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite-database';
import { openPostgres, type PoolErrorLogger } from './postgres-database';

/**
 * Opens the app's database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
 * ('memory://' keeps it in memory, for tests). Both speak the same SQL and run the same migrations.
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: PoolErrorLogger,
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger) : openPglite(config.dataDir);
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { IN_MEMORY, openPglite } from '../src/db/pglite-database';
import { pgliteTemplate } from './pglite-template';

export interface TestDatabase {
  database: Database;
  /** The connection string of the fresh PostgreSQL database; undefined on PGlite. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. Idempotent. */
  destroy(): Promise<void>;
}

/** Which database the server tests run on: vitest's projects set TEST_DB (see vitest.config.ts). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database with a random name on TEST_DATABASE_URL's server. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `qtify_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/**
 * A fresh database for one test file: PGlite in memory, or a new PostgreSQL database that is
 * dropped again by destroy(). Migrated unless `migrated: false`.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const { migrated = true } = options;
  if (testDatabaseKind() === 'pglite') {
    const database = await openPglite(IN_MEMORY, { loadDataDir: await pgliteTemplate() });
    if (migrated) await migrate(database);
    return { database, destroy: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  if (migrated) await migrate(database);
  let destroyed: Promise<void> | undefined;
  return {
    database,
    url,
    destroy: () => {
      destroyed ??= database.close().then(drop);
      return destroyed;
    },
  };
}

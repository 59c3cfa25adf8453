import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, SqlConnection } from './database';

/**
 * From source this is src/db/migrations; in the bundle (dist/main.js) it is dist/migrations,
 * where build.mjs copies the files. import.meta.url makes one expression right for both.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any constant bigint shared by every instance of the app; it names the migration lock. */
const MIGRATION_LOCK = '7412359601';

const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** The migrations in `dir`, sorted by version: files named `NNNN_snake_case.sql`. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => FILE_NAME.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return {
        version: file.slice(0, 4),
        name: file.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

async function applyPending(connection: SqlConnection, migrations: Migration[]): Promise<string[]> {
  await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await connection.query<{ version: string; checksum: string }>(
    'SELECT version, checksum FROM schema_migrations',
  );
  const applied = new Map(rows.map((row) => [row.version, row.checksum]));
  const done: string[] = [];
  for (const migration of migrations) {
    const checksum = applied.get(migration.version);
    if (checksum !== undefined) {
      // An applied migration never changes: other databases already ran the old text.
      if (checksum !== migration.checksum) {
        throw new Error(`Migration ${migration.name} was edited after it was applied; add a new one instead`);
      }
      continue;
    }
    await connection.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
    });
    done.push(migration.name);
  }
  return done;
}

/**
 * Applies the pending migrations, each in its own transaction, and returns their names.
 * A session advisory lock makes instances that start together take turns: the second waits,
 * then finds nothing left to do.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  const connection = await database.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK]);
    try {
      return await applyPending(connection, migrations);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}

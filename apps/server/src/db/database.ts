import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseSchema } from './database-schema';

/** Drizzle over PGlite or PostgreSQL: repositories take this type so they run on both. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

/**
 * Raw SQL on one connection. `exec` runs a script of several statements (no parameters) and
 * answers the rows of its last statement.
 */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<Record<string, unknown>[]>;
}

/**
 * One dedicated connection (a pooled client on PostgreSQL, exclusive use of PGlite), for work
 * that needs session state: advisory locks, multi-statement scripts, explicit transactions.
 */
export interface SqlConnection extends SqlExecutor {
  /** Runs `work` in BEGIN … COMMIT, rolling back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  release(): void;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDatabase;
  /** Resolves when the database answers `SELECT 1`; rejects when it is closed or unreachable. */
  ping(): Promise<void>;
  connect(): Promise<SqlConnection>;
  /** Where warnings about lost connections go (PostgreSQL); the app sets its logger once it has one. */
  setLogger?(logger: { warn(object: object, message: string): void }): void;
  /** Idempotent. PGlite: CHECKPOINT first, so the data dir reopens without recovery. */
  close(): Promise<void>;
}

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, SqlConnection, SqlExecutor } from './database';
import { databaseSchema } from './database-schema';
// Side effect: drizzle's pooled transactions release their client when BEGIN fails (see there).
import './node-pg-transaction-fix';
import { withTimeout } from './with-timeout';

export interface PoolErrorLogger {
  warn(object: object, message: string): void;
}

function executor(client: pg.PoolClient): SqlExecutor {
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
    exec: async (script: string) => {
      // Without parameters pg uses the simple query protocol, which accepts several statements;
      // it then answers one result per statement.
      const results: pg.QueryResult | pg.QueryResult[] = await client.query(script);
      return (Array.isArray(results) ? results.at(-1) : results)?.rows ?? [];
    },
  };
}

/**
 * PostgreSQL through a pg Pool (DATABASE_URL).
 *
 * A connection can end under us at any time (PostgreSQL restarts, pg_terminate_backend, a network
 * cut). pg then emits 'error' on the client, and an EventEmitter's 'error' without a listener
 * throws: the whole process would die. The pool listens on idle clients only, so every client gets
 * a listener of its own for the time it is checked out (a transaction, or one of ours): the query
 * in flight fails by itself, the request answers 503 (plugins/error-handler.ts), the broken client
 * leaves the pool on release, and the next request connects anew.
 */
export async function openPostgres(url: string, logger?: PoolErrorLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  let log = logger;
  pool.on('connect', (client) => {
    client.on('error', (err) => log?.warn({ err }, 'PostgreSQL connection lost'));
  });
  // The pool repeats an idle client's error, which the client's own listener has logged already.
  pool.on('error', () => {});
  let closing: Promise<void> | undefined;

  const connect = async (): Promise<SqlConnection> => {
    const client = await pool.connect();
    const sql = executor(client);
    let broken: Error | undefined;
    return {
      ...sql,
      transaction: async (work) => {
        await client.query('BEGIN');
        try {
          const result = await work(sql);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          // On a lost connection ROLLBACK fails too; the first error is the one to report.
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          throw error;
        }
      },
      // A client that failed is destroyed instead of going back to the pool.
      release: () => client.release(broken),
    };
  };

  return {
    kind: 'postgres',
    db: drizzle({ client: pool, schema: databaseSchema }),
    ping: async () => {
      await withTimeout(pool.query('SELECT 1'), 2000, 'database ping');
    },
    connect,
    setLogger: (next) => {
      log = next;
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

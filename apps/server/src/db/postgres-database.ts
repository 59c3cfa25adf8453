import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, SqlConnection, SqlExecutor } from './database';
import { databaseSchema } from './database-schema';
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

/** PostgreSQL through a pg Pool (DATABASE_URL). */
export async function openPostgres(url: string, logger?: PoolErrorLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (err) => logger?.warn({ err }, 'idle PostgreSQL connection failed'));
  let closing: Promise<void> | undefined;

  const connect = async (): Promise<SqlConnection> => {
    const client = await pool.connect();
    const sql = executor(client);
    return {
      ...sql,
      transaction: async (work) => {
        await client.query('BEGIN');
        try {
          const result = await work(sql);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
      release: () => client.release(),
    };
  };

  return {
    kind: 'postgres',
    db: drizzle({ client: pool, schema: databaseSchema }),
    ping: async () => {
      await withTimeout(pool.query('SELECT 1'), 2000, 'database ping');
    },
    connect,
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/** pg-boss's `locked` scripts (schema creation, maintenance): BEGIN; …; COMMIT; in one string. */
const OWN_TRANSACTION = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

export interface BossDatabase {
  /** What pg-boss's `db` option takes. */
  db: PgBoss.Db;
  /** Resolves once no statement pg-boss started is running (it fires some without awaiting them). */
  drain(): Promise<void>;
  /** After drain: statements pg-boss still sends answer no rows instead of reaching a closed database. */
  close(): void;
}

/**
 * pg-boss on the app's own database, PGlite or PostgreSQL, instead of a pool of its own: each
 * statement borrows a connection (a pooled client, or PGlite's single session) and gives it back.
 * pg-boss sends three kinds: one statement with parameters; one without; and scripts it wraps in
 * BEGIN … COMMIT itself. Those run in the app's own transaction helper instead, which rolls back
 * on an error (a failed script would otherwise leave the session in an aborted transaction, and
 * on PGlite that session is the app's only one) and on PGlite keeps the app's queries out until it
 * ends.
 */
export function bossDatabase(database: Database): BossDatabase {
  const running = new Set<Promise<unknown>>();
  let closed = false;

  const run = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    const connection = await database.connect();
    try {
      if (values && values.length > 0) return { rows: await connection.query(text, values) };
      const script = OWN_TRANSACTION.exec(text)?.[1];
      if (script !== undefined) return { rows: await connection.transaction((tx) => tx.exec(script)) };
      return { rows: await connection.exec(text) };
    } finally {
      connection.release();
    }
  };

  return {
    db: {
      executeSql: (text, values) => {
        if (closed) return Promise.resolve({ rows: [] });
        const statement = run(text, values);
        running.add(statement);
        statement.then(
          () => running.delete(statement),
          () => running.delete(statement),
        );
        return statement;
      },
    },
    drain: async () => {
      while (running.size > 0) {
        await Promise.allSettled([...running]);
        // A settled statement may make pg-boss send the next one (a job's completion) a tick later.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    close: () => {
      closed = true;
    },
  };
}

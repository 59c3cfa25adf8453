import { type SQL, sql, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

type Tx = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;
type Work = (tx: Tx) => Promise<unknown>;
/** The fields of NodePgSession that TypeScript calls private; they are plain properties. */
interface SessionFields {
  client: pg.Pool | pg.PoolClient;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * drizzle-orm 0.45's `db.transaction()` on a pg Pool runs BEGIN before its try/finally, so when
 * BEGIN fails (the connection was terminated while idle in the pool, PostgreSQL restarted) the
 * client is never released: every such failure takes one of the pool's ten connections for good,
 * and after ten the app hangs until restarted. It also hands a client whose ROLLBACK failed back to
 * the pool as healthy. Upstream: drizzle-team/drizzle-orm#6241, #6114 (open). This is the same
 * method with BEGIN inside the try, and a client that failed released with its error, so pg-pool
 * destroys it. Remove it once drizzle releases the fix (connection-loss.test.ts checks the pool).
 */
async function transaction(this: SessionFields, work: Work, config?: PgTransactionConfig): Promise<unknown> {
  const pooled = this.client instanceof pg.Pool;
  const client = pooled ? await (this.client as pg.Pool).connect() : this.client;
  const session = pooled
    ? new NodePgSession(client, this.dialect, this.schema, this.options)
    : (this as unknown as NodePgSession<Record<string, unknown>, TablesRelationalConfig>);
  const tx: Tx = new NodePgTransaction(this.dialect, session, this.schema);
  // Protected in drizzle's types; the original method calls it the same way.
  const configSql = (config: PgTransactionConfig) =>
    (tx as unknown as { getTransactionConfigSQL(config: PgTransactionConfig): SQL }).getTransactionConfigSQL(
      config,
    );
  let broken: Error | undefined;
  try {
    try {
      await tx.execute(sql`begin${config ? sql` ${configSql(config)}` : undefined}`);
    } catch (error) {
      // Nothing to roll back, and the connection is suspect: it leaves the pool.
      broken = error as Error;
      throw error;
    }
    try {
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      // On a lost connection ROLLBACK fails too; the caller hears of the first failure.
      await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    if (pooled) (client as pg.PoolClient).release(broken);
  }
}

NodePgSession.prototype.transaction = transaction as typeof NodePgSession.prototype.transaction;

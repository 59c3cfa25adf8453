import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, SqlConnection, SqlExecutor } from './database';
import { databaseSchema } from './database-schema';
import { initDataDir } from './init-data-dir';
import { Mutex } from './mutex';
import { pgliteStartParams } from './pglite-settings';
import { withTimeout } from './with-timeout';

export const IN_MEMORY = 'memory://';

function executor(client: PGlite | Transaction): SqlExecutor {
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (script: string) => (await client.exec(script)).at(-1)?.rows ?? [],
  };
}

/**
 * Embedded PostgreSQL in `dataDir` (or in memory), with the memory settings of pglite-settings.ts.
 * btree_gist is loaded because the appointments' exclusion constraint needs it, pg_trgm for the
 * typo-tolerant patient search (0023). PGlite has a
 * single session, so connect() hands it out exclusively.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir !== IN_MEMORY) {
    mkdirSync(dataDir, { recursive: true });
    if (!options.loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await initDataDir(dataDir);
  }
  // loadDataDir starts from a dumped data dir instead of running initdb (tests use it: much faster).
  const client = await PGlite.create({
    dataDir,
    extensions: { btree_gist, pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: pgliteStartParams(),
  });
  const mutex = new Mutex();
  let closing: Promise<void> | undefined;

  const connect = async (): Promise<SqlConnection> => {
    const release = await mutex.lock();
    return {
      ...executor(client),
      transaction: (work) => client.transaction((tx) => work(executor(tx))),
      release,
    };
  };

  return {
    kind: 'pglite',
    db: drizzle({ client, schema: databaseSchema }),
    ping: async () => {
      await withTimeout(client.query('SELECT 1'), 2000, 'database ping');
    },
    connect,
    close: () => {
      closing ??= (async () => {
        if (client.closed) return;
        // Flush the WAL into the data files, so the next start does not replay it.
        await client.exec('CHECKPOINT');
        await client.close();
      })();
      return closing;
    },
  };
}

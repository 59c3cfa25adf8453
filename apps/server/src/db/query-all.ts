import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './database';

type Tasks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Promise.all for the queries of one use case. On the pool they run in parallel, each on a
 * connection of its own; inside a transaction there is one connection, and pg deprecates sending it
 * a query while another is running ("Calling client.query() when the client is already executing a
 * query is deprecated"), so there they run one after another. Functions that may be given either
 * (`db: AppDatabase`) use this instead of Promise.all.
 */
export async function queryAll<T extends readonly unknown[]>(db: AppDatabase, tasks: Tasks<T>): Promise<T> {
  if (!is(db, PgTransaction)) return Promise.all(tasks.map((task) => task())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}

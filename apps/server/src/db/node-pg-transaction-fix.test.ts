import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import './node-pg-transaction-fix';

/** A pool whose client records its statements and releases, and fails the statements it is told to. */
function fakePool(failing: RegExp) {
  const statements: string[] = [];
  const releases: (Error | undefined)[] = [];
  const client = {
    query: async (query: string | { text: string }) => {
      const text = typeof query === 'string' ? query : query.text;
      statements.push(text);
      if (failing.test(text)) throw Object.assign(new Error('Connection terminated unexpectedly'), {});
      return { rows: [], rowCount: 0, command: 'SELECT', fields: [] };
    },
    release: (error?: Error) => {
      releases.push(error);
    },
  };
  class Pool extends pg.Pool {
    override connect = (async () => client) as never;
  }
  return { db: drizzle({ client: new Pool() }), statements, releases };
}

describe('transactions on a pg pool (drizzle-orm#6241 worked around)', () => {
  it('releases the client, as broken, when BEGIN fails', async () => {
    const { db, statements, releases } = fakePool(/^begin/);
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(statements).toEqual(['begin']);
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });

  it('releases a client whose ROLLBACK failed as broken, and reports the first failure', async () => {
    const { db, releases } = fakePool(/^(select 2|rollback)/);
    const failed = db.transaction(async (tx) => tx.execute(sql`select 2`));
    await expect(failed).rejects.toThrow(/select 2/);
    expect(releases).toHaveLength(1);
    expect(releases[0]?.message).toMatch(/rollback|Connection terminated/);
  });

  it('commits and releases the client as healthy when all goes well', async () => {
    const { db, statements, releases } = fakePool(/^never/);
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`).then(() => 42))).resolves.toBe(42);
    expect(statements).toEqual(['begin', 'select 1', 'commit']);
    expect(releases).toEqual([undefined]);
  });
});

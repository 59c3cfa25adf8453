// A fresh PostgreSQL database for one benchmark run, dropped afterwards; { error } when the server
// is not reachable. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import pg from 'pg';

export async function freshPostgres(prefix = 'qtify_bench') {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { error: `${admin.replace(/\/\/[^@]*@/, '//…@')}: ${error.message}` };
  } finally {
    await client.end().catch(() => {});
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import type { Database } from '../src/db/database';
import { signUpWithBusiness } from './businesses';
import { RecordingMailer, rememberMailer } from './recording-mailer';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { testConfig } from './test-app';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test-database';

/** A promise with its resolve, to hold a request at a chosen point. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const joinAt = (app: App, publicId: string, n: number) =>
  app.inject({
    method: 'POST',
    url: `/api/public/businesses/${publicId}/queue`,
    payload: { fullName: `Verena Verbindung${'abcdefghij'[n % 10]}${n}` },
    remoteAddress: `10.66.${Math.floor(n / 250)}.${n % 250}`,
  });

// PostgreSQL ends sessions (pg_terminate_backend, a restart) and the network breaks; the server
// must stay up, answer 503 with Retry-After meanwhile and recover by itself. PGlite has no
// connections to lose.
describe.skipIf(testDatabaseKind() !== 'postgres')('losing the PostgreSQL connection', () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;
  let admin: pg.Client;
  let publicId: string;
  const inTransaction = gate();
  const resume = gate();

  /** Ends every session of the app's database, as an administrator or a failover would. */
  const terminateBackends = async () => {
    const name = new URL(testDatabase.url as string).pathname.slice(1);
    const { rows } = await admin.query(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rows.length;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    proxy = await startTcpProxy(testDatabase.url as string);
    database = await openDatabase({ databaseUrl: proxy.url, dataDir: 'memory://' });
    const mailer = new RecordingMailer();
    // 43 joins at one place: how many get through the terminations depends on timing, so the
    // place's budget must not be what answers.
    const base = testConfig();
    const limits = { ...base.limits, placeJoins: { ...base.limits.placeJoins, max: 1000 } };
    app = await buildApp({ ...base, limits }, { database, mailer });
    rememberMailer(app, mailer);
    // A write that holds its transaction open until the test lets it go on.
    app.post('/api/test/held-transaction', async () => {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        inTransaction.open();
        await resume.opened;
        await tx.execute(sql`SELECT 2`);
      });
      return { success: true };
    });
    await app.ready();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    ({
      business: { publicId },
    } = await signUpWithBusiness(app));
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDatabase?.destroy();
  });

  it('answers a request whose session is terminated mid-transaction with 503 and Retry-After, and the next with 200', async () => {
    const held = app.inject({ method: 'POST', url: '/api/test/held-transaction' });
    await inTransaction.opened;
    expect(await terminateBackends()).toBeGreaterThan(0);
    // The checked-out client hears of it while idle in its transaction: an 'error' event nobody
    // listened to used to end the process here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    resume.open();
    const res = await held;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });

    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await joinAt(app, publicId, 1)).statusCode).toBe(201);
  });

  it('answers every request during repeated terminations with success or 503, never 500', async () => {
    const answers = Array.from({ length: 40 }, (_, n) => joinAt(app, publicId, 100 + n));
    for (let round = 0; round < 5; round++) {
      await terminateBackends();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const statuses = (await Promise.all(answers)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('reports the database unavailable while it cannot be reached, and recovers once it is back', async () => {
    await proxy.cut();
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toMatchObject({
      success: false,
      db: 'unavailable',
      error: { code: 'SERVICE_UNAVAILABLE' },
    });
    const write = await joinAt(app, publicId, 200);
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.json().error.code).toBe('SERVICE_UNAVAILABLE');

    await proxy.restore();
    expect((await app.inject('/api/health')).json()).toEqual({ success: true, db: 'ok' });
    expect((await joinAt(app, publicId, 201)).statusCode).toBe(201);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { type ServerProcess, startServer } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

const SLOW_MS = 1500;
const IN_FLIGHT = 5;

describe('graceful shutdown of the real server process', () => {
  let dataDir: string;
  let postgres: TestDatabase | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'qtify-data-'));
    // On the PostgreSQL run the process gets an empty database of its own and migrates it.
    if (process.env.TEST_DB === 'postgres') postgres = await createTestDatabase({ migrated: false });
    server = await startServer(['--import', 'tsx', 'apps/server/src/main.ts'], {
      DATA_DIR: dataDir,
      QTIFY_TEST_ROUTES: '1',
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    });
  });
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight on SIGTERM, then exits 0 with a database that reopens cleanly', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      fetch(`${server.url}/api/test/slow?ms=${SLOW_MS}`).then(async (res) => ({
        status: res.status,
        body: await res.json(),
      })),
    );
    const arrived = (line: Record<string, unknown>) =>
      line.msg === 'incoming request' &&
      String((line.req as { url?: string })?.url).startsWith('/api/test/slow');
    await server.waitForLog(() => server.logs.filter(arrived).length === IN_FLIGHT);

    server.child.kill('SIGTERM');
    await server.waitForLog((line) => String(line.msg).startsWith('shutting down'));
    // Once draining, the server takes no new work: a new request is refused or answered 503.
    const late = await fetch(`${server.url}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const answers = await Promise.all(inFlight);
    expect(answers).toEqual(
      Array(IN_FLIGHT).fill({ status: 200, body: { success: true, waitedMs: SLOW_MS } }),
    );
    expect(await server.exited).toBe(0);
    expect(server.logs.some((line) => line.msg === 'shut down cleanly')).toBe(true);

    const reopened = await openDatabase({ dataDir, databaseUrl: postgres?.url });
    try {
      const connection = await reopened.connect();
      const rows = await connection.query<{ name: string }>('SELECT name FROM schema_migrations');
      connection.release();
      expect(rows.map((row) => row.name)).toContain('0001_extensions');
    } finally {
      await reopened.close();
    }
  });
});

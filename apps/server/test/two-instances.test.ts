import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from './accounts';
import { verifyLinkIn } from './mail-text';
import { isRedisReachable, TEST_REDIS_URL } from './redis';
import { REPO_ROOT, type ServerProcess, startServer } from './server-process';
import { connectSocket } from './socket-clients';
import { createTestDatabase, type TestDatabase } from './test-database';

// DESIGN.md "Scale-out": two processes of the built server on one PostgreSQL and one Redis.
// CI has both; elsewhere (PGlite runs, no Redis) this file is skipped.
const enabled = process.env.TEST_DB === 'postgres' && (await isRedisReachable());

/** The first `event` on the socket whose payload passes `match` (earlier ones are passed over). */
function eventMatching<T>(socket: Socket, event: string, match: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching ${event} within 10 s`)), 10_000);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

async function call<T = Record<string, unknown>>(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The verification link of the mail to `email` in a server's DATA_DIR/outbox, once it is written. */
async function outboxVerifyLink(dataDir: string, email: string): Promise<URL> {
  for (let tries = 0; tries < 100; tries++) {
    const outbox = path.join(dataDir, 'outbox');
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      const link = raw.includes(email) ? verifyLinkIn(raw) : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail to ${email}`);
}

describe.skipIf(!enabled)('two server processes behind one PostgreSQL and one Redis', () => {
  const outdir = path.join(REPO_ROOT, 'apps/server/dist', `.test-${randomBytes(4).toString('hex')}`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'qtify-two-'));
  let postgres: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let patientSocket: Socket | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/build.mjs'), outdir], {
      stdio: 'pipe',
    });
    postgres = await createTestDatabase({ migrated: false });
    const start = (name: string) =>
      startServer([path.relative(REPO_ROOT, path.join(outdir, 'main.js'))], {
        DATABASE_URL: String(postgres.url),
        REDIS_URL: TEST_REDIS_URL,
        DATA_DIR: path.join(scratch, name),
        WEB_DIST: scratch,
      });
    a = await start('a');
    b = await start('b');
  }, 120_000);
  afterAll(async () => {
    patientSocket?.close();
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await postgres?.destroy();
    rmSync(outdir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('let staff on instance B reach a patient connected to instance A', async () => {
    const email = uniqueEmail('eva');
    const signup = await call<{ data: string }>(b, 'POST', '/api/auth/signup', {
      firstName: 'Eva',
      lastName: 'Huber',
      email,
      password: GOOD_PASSWORD,
      passwordRepeat: GOOD_PASSWORD,
    });
    const staffToken = signup.body.data;
    // The owner follows the link of the mail instance B wrote to its outbox, so patients may join.
    const link = await outboxVerifyLink(path.join(scratch, 'b'), email);
    const verified = await fetch(`${a.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token') }),
    });
    expect(verified.status).toBe(204);
    const created = await call<{ business: { id: string; publicId: string } }>(
      b,
      'POST',
      '/api/businesses',
      { name: 'Ordination Dr. Huber', industry: 'medical' },
      staffToken,
    );
    const { id: businessId, publicId } = created.body.business;

    const joined = await call<{ entry: { id: string; token: string } }>(
      a,
      'POST',
      `/api/public/businesses/${publicId}/queue`,
      {
        fullName: 'Anna Berger',
      },
    );
    expect(joined.status).toBe(201);
    const { entry } = joined.body;
    patientSocket = await connectSocket(a.url, entry.token);
    const checkedIn = eventMatching<{ entry: { status: string } }>(
      patientSocket,
      'entry:changed',
      (payload) => payload.entry.status === 'checkIn',
    );
    const notified = eventMatching<{ message: string }>(patientSocket, 'notification', () => true);

    const patch = await call(
      b,
      'PATCH',
      `/api/businesses/${businessId}/queue/${entry.id}`,
      { status: 'checkIn' },
      staffToken,
    );
    expect(patch.status).toBe(200);
    expect((await checkedIn).entry).toMatchObject({ id: entry.id, status: 'checkIn' });

    const notify = await call(
      b,
      'POST',
      `/api/businesses/${businessId}/queue/${entry.id}/notify`,
      { message: 'Bitte in Raum 2' },
      staffToken,
    );
    expect(notify.status).toBe(200);
    expect(await notified).toMatchObject({ message: 'Bitte in Raum 2' });
  });

  it('both exit 0 on SIGTERM, with a socket still open', async () => {
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
  });
});

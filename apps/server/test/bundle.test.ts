import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type ServerProcess, startServer } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

describe('the production bundle', () => {
  // Inside apps/server/dist, so the bundle resolves its external packages from the workspace.
  const outdir = path.join(REPO_ROOT, 'apps/server/dist', `.test-${randomBytes(4).toString('hex')}`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'qtify-bundle-'));
  let postgres: TestDatabase | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/build.mjs'), outdir], {
      stdio: 'pipe',
    });
    writeFileSync(path.join(scratch, 'index.html'), '<!doctype html><title>Qtify</title>');
    if (process.env.TEST_DB === 'postgres') postgres = await createTestDatabase({ migrated: false });
    server = await startServer([path.relative(REPO_ROOT, path.join(outdir, 'main.js'))], {
      DATA_DIR: path.join(scratch, 'data'),
      WEB_DIST: scratch,
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    });
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await postgres?.destroy();
    rmSync(outdir, { recursive: true, force: true });
    // A killed PGlite may still be flushing its files for a moment.
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  it('is one file plus its migrations, with the shared workspace code inside', () => {
    expect(existsSync(path.join(outdir, 'main.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'migrations', '0001_extensions.sql'))).toBe(true);
  });

  it('starts from the repository root, migrates, and serves the API and the web app', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ success: true, db: 'ok' });
    const languages = (await (await fetch(`${server.url}/api/language/getAll`)).json()) as {
      languages: unknown[];
    };
    expect(languages.languages[0]).toEqual({ id: 'de', text: 'Deutsch' });
    const page = await fetch(`${server.url}/waitingRoom/room`);
    expect(page.status).toBe(200);
    // The page's own title (the route table's, in German) is written into the served index.html.
    expect(await page.text()).toContain('<title>Wartezimmer – Qtify</title>');
    expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
  });

  it('exits 0 on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

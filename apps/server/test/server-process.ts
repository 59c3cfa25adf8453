import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A port free on the loopback interface right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The repository root: the server must run from there, as `npm start` does. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every JSON log line written so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves when a log line matches. */
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<void>;
}

/**
 * Starts the real server as a child process on a free port with JSON logs: `args` are node's
 * arguments, e.g. ['--import', 'tsx', 'apps/server/src/main.ts'] or ['apps/server/dist/main.js'].
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<ServerProcess> {
  // The listening log line names PUBLIC_URL (production needs one), so it must be the real address.
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line));
    for (const wake of waiters) wake();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const waitForLog = (match: (line: Record<string, unknown>) => boolean, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!logs.some(match)) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching log line within ${timeoutMs} ms; stderr: ${stderr}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      exited.then(() => {
        cleanup();
        reject(new Error(`server exited early; stderr: ${stderr}`));
      });
      check();
    });

  // A first start on a new PGlite data dir runs initdb and every migration: on a loaded 2-core
  // machine that took over 20 s, so the start gets a minute.
  await waitForLog(
    (line) => typeof line.url === 'string' && String(line.msg).startsWith('Qtify listening'),
    60_000,
  );
  const url = String(logs.find((line) => typeof line.url === 'string')?.url);
  return { child, url, logs, exited, waitForLog };
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creates a new PGlite data directory (initdb) in a child process. Done in the server's own
 * process, initdb leaves about 200 MB behind: PGlite runs it in a second, temporary PostgreSQL, and
 * the memory of that one and of the data-dir archive it hands over stays with V8 and the C
 * allocator, which do not give it back to the system (idle RSS 439 MB on a first start against
 * 225 MB on a restart of the same data, bench/memory.mjs). A child's memory ends with the child.
 */
export async function initDataDir(dataDir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create({ dataDir: process.env.QTIFY_INITDB_DIR });
    await db.close();`;
  try {
    await run(process.execPath, ['--input-type=module', '--eval', script], {
      env: { ...process.env, QTIFY_INITDB_DIR: dataDir },
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`initdb of ${dataDir} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}
